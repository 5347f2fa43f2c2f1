export interface ProvidedLocalStack {
    env: Record<string, string>;
    urls: {
        app: string;
        dynamodb: string;
        s3: string;
        sqs: string;
        kms: string;
    };
    queues: {
        extraction: string;
        extractionDlq: string;
        webhooks: string;
        webhooksDlq: string;
    };
    pollers: string[];
}
declare module 'vitest' {
    interface ProvidedContext {
        localStack: ProvidedLocalStack;
    }
}
/** Copies the embedded stack's environment into process.env and returns its endpoints. */
export declare function useLocalStack(): ProvidedLocalStack;
