import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { SHARED_APP_TIMEOUT_MS, sharedApp } from './shared-app';
import { resourcesOfType } from './synth-app';

// AWS managed policy ids (stable across accounts).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface Behavior {
  PathPattern?: string;
  AllowedMethods?: string[];
  CachePolicyId?: string;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId?: unknown;
  TargetOriginId: string;
  ViewerProtocolPolicy: string;
  FunctionAssociations?: unknown[];
}

describe('edge stack', () => {
  let edge: Template;
  let config: {
    CacheBehaviors: Behavior[];
    DefaultCacheBehavior: Behavior;
    Origins: {
      Id: string;
      DomainName: unknown;
      S3OriginConfig?: unknown;
      OriginAccessControlId?: unknown;
      CustomOriginConfig?: Record<string, unknown>;
    }[];
    Logging?: unknown;
  };
  beforeAll(async () => {
    edge = (await sharedApp('app')).edge;
    config = resourcesOfType(edge, 'AWS::CloudFront::Distribution')[0]![1].Properties!
      .DistributionConfig as typeof config;
  }, SHARED_APP_TIMEOUT_MS);

  it('routes /api/* to the HTTP API uncached, with every method, cookies and query strings', () => {
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
    expect(api.AllowedMethods).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    );
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.ResponseHeadersPolicyId).toBeDefined();
    const origin = config.Origins.find((o) => o.Id === api.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain('ApiEndpoint');
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('serves the frontend bucket through origin access control with the SPA fallback and security headers', () => {
    const s3Origin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId)!;
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(config.Logging).toBeDefined();
    edge.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'"),
          }),
        }),
      },
    });
  });

  it('rewrites client-side routes to index.html but never API paths or files', () => {
    const [, fn] = resourcesOfType(edge, 'AWS::CloudFront::Function')[0]!;
    const code = fn.Properties!.FunctionCode as string;
    const handler = new Function(`${code}; return handler;`)() as (e: { request: { uri: string } }) => {
      uri: string;
    };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/documents/123')).toBe('/index.html');
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/api/documents/123')).toBe('/api/documents/123');
    expect(rewrite('/api')).toBe('/api');
  });

  it('logs API access on an auto-deployed default stage', () => {
    edge.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ Format: Match.stringLikeRegexp('requestId') }),
    });
  });

  it('keeps the frontend bucket private and TLS-only', () => {
    for (const [, bucket] of resourcesOfType(edge, 'AWS::S3::Bucket')) {
      expect(bucket.Properties!.PublicAccessBlockConfiguration).toMatchObject({
        BlockPublicPolicy: true,
        RestrictPublicBuckets: true,
      });
    }
    for (const [, policy] of resourcesOfType(edge, 'AWS::S3::BucketPolicy')) {
      expect(JSON.stringify(policy.Properties!.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
    }
  });
});
