// The public front door: CloudFront serves the React bundle from S3 and forwards /api/* to the
// HTTP API on the same origin (no CORS, cookies stay first-party). The HTTP API shell lives here
// too, so that this stack can be deployed before the route functions, which need its URL.
import { CfnOutput, Duration, Fn, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { AppConfig } from '../app-config';
import { exportValues, type EdgeExportKey } from '../constructs/cross-stack';
import { CONTENT_SECURITY_POLICY } from '../security-headers';

export interface EdgeStackProps extends StackProps {
  config: AppConfig;
}

// Paths without a file extension outside /api/ are client-side routes: serve the SPA shell.
// Done in a viewer-request function rather than 403/404 error responses, which would also
// rewrite the API's own 404 and 403 answers.
const SPA_FALLBACK_FUNCTION = `
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.indexOf('/api/') !== 0 && uri !== '/api' && uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/index.html';
  }
  return request;
}
`;

// One definition for CloudFront and the local gateway (../security-headers.ts).
export { CONTENT_SECURITY_POLICY };

export class EdgeStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly distribution: cloudfront.Distribution;
  readonly frontendBucket: s3.Bucket;
  readonly publicUrl: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `${props.config.stackPrefix}-api`,
      description: 'DocLedger HTTP API: one Lambda per route (routes live in the Api stack)',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'HttpApiAccessLogs', {
      retention: props.config.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      // Routes are added by other stacks; auto-deploy publishes them without a deployment resource here.
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            responseLength: '$context.responseLength',
            sourceIp: '$context.identity.sourceIp',
          }),
        ),
      },
    });

    const logsBucket = new s3.Bucket(this, 'LogsBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // CloudFront standard logs are delivered with ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.frontendBucket = new s3.Bucket(this, 'FrontendBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'frontend-bucket/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'DocLedger security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365 * 2),
          includeSubdomains: true,
          // No preload: that commits a (future custom) domain to browsers' lists, a decision for its owner.
          preload: false,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          // The upload panel's camera capture needs the camera on our own origin.
          {
            header: 'Permissions-Policy',
            value: 'camera=(self), microphone=(), geolocation=()',
            override: true,
          },
        ],
      },
    });

    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK_FUNCTION),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });

    // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com; CloudFront wants the host.
    const apiDomain = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'DocLedger',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.frontendBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [
          { function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(apiDomain, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          // API answers are per user and marked no-store (DESIGN §8): never cache them.
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and headers reach the API; Host must be the API's own.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
      },
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'No custom domain yet: the default *.cloudfront.net certificate fixes the viewer TLS policy. Adding a domain and ACM certificate sets TLSv1.2_2021.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'DocLedger serves users wherever they are; no country is restricted by the product spec.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF web ACL yet (it must live in us-east-1 and costs per rule); rate limiting is done by the API stage throttle and the application.',
    });

    // For the step that uploads frontend/dist and invalidates the cache after `cdk deploy`.
    new CfnOutput(this, 'FrontendBucketName', { value: this.frontendBucket.bucketName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });

    this.publicUrl = `https://${this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'Url', { value: this.publicUrl });
    exportValues<EdgeExportKey>(this, { HttpApiId: this.httpApi.apiId, PublicUrl: this.publicUrl });
  }
}
