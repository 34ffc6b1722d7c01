/** Browser and operating system named from a User-Agent header, for the sessions list. */
export interface DeviceSummary {
  browser: string;
  os: string;
  /** Phones and tablets get a different icon. */
  mobile: boolean;
}

// Order matters: Edge, Opera and Samsung Internet also claim to be Chrome, and Chrome
// claims to be Safari.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:\b|Headless)(?:Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[.\d]*(?: Mobile\/\S+)? Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent ?? '';
  let browser = 'Unknown browser';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  if (browser === 'Unknown browser' && /\bnode\b|curl\/|undici/i.test(ua)) browser = 'Script';
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown system';
  const mobile = /\bMobile\b|\bAndroid\b|\biPhone\b|\biPad\b/.test(ua);
  return { browser, os, mobile };
}
