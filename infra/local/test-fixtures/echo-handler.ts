// A throwaway route handler for the gateway tests: echoes the event it received and answers with
// cookies and, on request, a binary body.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  if (event.queryStringParameters?.binary === '1') {
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="x.pdf"' },
      body: Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]).toString('base64'),
      isBase64Encoded: true,
    };
  }
  if (event.queryStringParameters?.crash === '1') throw new Error('handler crashed');
  return {
    statusCode: 201,
    headers: { 'content-type': 'application/json', 'x-echo': 'yes' },
    cookies: ['a=1; Path=/; HttpOnly', 'b=2; Path=/'],
    body: JSON.stringify(event),
  };
}
