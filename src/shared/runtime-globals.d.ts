// Web-standard globals that both runtimes (browsers and Node ≥ 20) provide. src/shared is
// compiled without DOM and Node types, to prove it uses nothing else; these are declared here.
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly protocol: string;
  readonly hostname: string;
  readonly href: string;
  readonly pathname: string;
  toString(): string;
}

declare const console: {
  log(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
};
