// The part of gettext-parser's API we use (the package ships no types).
declare module 'gettext-parser' {
  interface PoItem {
    msgid: string;
    msgstr: string[];
    comments?: { extracted?: string; reference?: string; translator?: string; flag?: string };
  }
  interface PoData {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, PoItem>>;
  }
  const gettextParser: {
    po: { parse(input: Buffer | string): PoData; compile(data: PoData, options?: object): Buffer };
  };
  export default gettextParser;
}
