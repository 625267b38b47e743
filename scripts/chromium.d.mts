export declare const chromiumPath: string;
export declare const chromiumFlags: string[];
export declare const personLaunchOptions: {
  executablePath: string;
  args: string[];
  ignoreDefaultArgs: string[];
};
