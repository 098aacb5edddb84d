/*
 * The browser and the system a User-Agent names, in the words people use
 * ("Chrome", "Windows"). Browsers copy each other's tokens (Edge says Chrome
 * and Safari, Chrome says Safari), so the more particular are asked first.
 */

export interface Device {
  browser?: string;
  system?: string;
}

const browsers: Array<[RegExp, string]> = [
  [/MicroMessenger\//, 'WeChat'],
  [/DingTalk\//, 'DingTalk'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/(OPR|Opera)\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/(Firefox|FxiOS)\//, 'Firefox'],
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/HarmonyOS|OpenHarmony/, 'HarmonyOS'],
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

const firstMatch = (userAgent: string, table: Array<[RegExp, string]>) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceOf(userAgent: string): Device {
  const browser = firstMatch(userAgent, browsers);
  const system = firstMatch(userAgent, systems);
  return { ...(browser ? { browser } : {}), ...(system ? { system } : {}) };
}
