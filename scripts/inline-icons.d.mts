export declare const symbolsId: string;
export declare const inlinePrefix: string;
export declare function spriteSymbols(sprite: string): Map<string, string>;
export declare function inlineIcons(html: string, symbols: Map<string, string>): string;
