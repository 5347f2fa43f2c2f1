// Wires the stacks in dependency order (see docs/decisions/002-cdk-stack-layout.md):
//   Edge (HTTP API shell, CloudFront, frontend bucket) → Data (table, keys, uploads, queues)
//   → Api (route functions, nested per area) and Workers (queue consumers).
// The Edge stack comes first because both the uploads bucket's CORS rule and the functions'
// PUBLIC_URL need the CloudFront URL, while CloudFront needs only the HTTP API's id.
import { Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { AppConfig } from './app-config';
import { importValues } from './constructs/cross-stack';
import type { WorkerName } from './constructs/event-workers';
import type { RouteTable } from './constructs/route-plan';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeStack } from './stacks/edge-stack';
import { WorkersStack } from './stacks/workers-stack';

export interface DocLedgerAppProps {
  config: AppConfig;
  routes: RouteTable;
  handlerEntry?: (routeId: string) => string;
  workerEntries: Partial<Record<WorkerName, string>>;
  env?: Environment;
}

export interface DocLedgerStacks {
  edge: EdgeStack;
  data: DataStack;
  api: ApiStack;
  workers?: WorkersStack;
}

export function buildDocLedgerApp(app: App, props: DocLedgerAppProps): DocLedgerStacks {
  const { config, env } = props;
  const name = (part: string) => `${config.stackPrefix}-${part}`;

  const edge = new EdgeStack(app, name('Edge'), {
    config,
    env,
    description: 'DocLedger: CloudFront, frontend bucket, HTTP API',
  });

  const data = new DataStack(app, name('Data'), {
    config,
    env,
    description: 'DocLedger: table, keys, uploads bucket, queues',
    publicUrl: importValues(edge.stackName, ['PublicUrl'] as const).PublicUrl,
  });
  data.addStackDependency(edge);

  const api = new ApiStack(app, name('Api'), {
    config,
    env,
    description: 'DocLedger: one Lambda per API route',
    routes: props.routes,
    handlerEntry: props.handlerEntry,
    skipMissingHandlers: config.skipMissingHandlers,
    dataStackName: data.stackName,
    edgeStackName: edge.stackName,
  });
  api.addStackDependency(data);
  api.addStackDependency(edge);

  let workers: WorkersStack | undefined;
  if (Object.keys(props.workerEntries).length > 0) {
    workers = new WorkersStack(app, name('Workers'), {
      config,
      env,
      description: 'DocLedger: queue workers (extraction, webhooks)',
      entries: props.workerEntries,
      dataStackName: data.stackName,
      edgeStackName: edge.stackName,
    });
    workers.addStackDependency(data);
    workers.addStackDependency(edge);
  }

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { edge, data, api, workers };
}
