export declare const buildTimeVariables: readonly string[];
