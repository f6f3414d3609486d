/**
 * The app's texts at run time (docs/decisions/0078): what the app used of i18next, in a few hundred bytes instead of
 * its 15 KiB (gzip) in every page's entry. One namespace of nested texts per language; `t(key, options)` finds the
 * text by its dotted key in the language (the option `lng`, else the instance's), then in the fallback language, else
 * gives `defaultValue` or the key itself. A number `count` picks the plural form by `Intl.PluralRules`
 * (`key_one`, `key_few`, `key_many`, `key_other`; `key_zero` for 0 when there is one), falling back to the bare key.
 * `{{name}}` (also `{{a.b}}`) is replaced by the option's value: HTML-escaped unless `interpolation.escapeValue` is
 * false (the app's setting: React escapes); a variable not given at all stays as written, one given as undefined or
 * null becomes ''. These are i18next's rules for the same calls, so texts read as before (tests in texts.test.ts).
 * The server renders with the same code, so a page hydrates with the very strings it was rendered with.
 */

export interface TOptions {
  count?: number;
  defaultValue?: string;
  lng?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type Bundle = Record<string, unknown>;

export interface InitOptions {
  resources: Record<string, { translation: Bundle }>;
  lng: string;
  fallbackLng?: string;
  interpolation?: { escapeValue?: boolean };
  /** Accepted for i18next's option objects; the language list is the resources'. */
  supportedLngs?: readonly string[];
  [option: string]: unknown;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '/': '&#x2F;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"'/]/g, (c) => ESCAPES[c]);

const VARIABLE = /\{\{(.+?)\}\}/g;

function lookUp(bundle: Bundle | undefined, path: string): unknown {
  let node: unknown = bundle;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Bundle)[part];
  }
  return node;
}

type Listener = (lng: string) => void;

export class Texts {
  language = '';
  private bundles = new Map<string, Bundle>();
  private fallback: string | undefined;
  private escapeValue = true;
  private listeners = new Set<Listener>();
  private plurals = new Map<string, Intl.PluralRules>();

  /** Sets the texts and the language; resolves when ready (at once: nothing is loaded). */
  init(options: InitOptions): Promise<TFunction> {
    for (const [lng, { translation }] of Object.entries(options.resources)) this.bundles.set(lng, translation);
    this.fallback = options.fallbackLng;
    this.escapeValue = options.interpolation?.escapeValue ?? true;
    this.language = options.lng;
    return Promise.resolve(this.t);
  }

  readonly t: TFunction = (key, options) => this.translate(options?.lng ?? this.language, key, options);

  /** A `t` bound to one language, whatever the instance's is later. */
  getFixedT(lng: string): TFunction {
    return (key, options) => this.translate(options?.lng ?? lng, key, options);
  }

  changeLanguage(lng: string): Promise<TFunction> {
    if (lng !== this.language) {
      this.language = lng;
      for (const listener of [...this.listeners]) listener(lng);
    }
    return Promise.resolve(this.t);
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  hasResourceBundle(lng: string, _ns = 'translation'): boolean {
    return this.bundles.has(lng);
  }

  addResourceBundle(lng: string, _ns: string, bundle: Bundle): void {
    this.bundles.set(lng, { ...this.bundles.get(lng), ...bundle });
  }

  getResourceBundle(lng: string, _ns = 'translation'): Bundle | undefined {
    return this.bundles.get(lng);
  }

  private pluralSuffix(lng: string, count: number): string {
    let rules = this.plurals.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      this.plurals.set(lng, rules);
    }
    return `_${rules.select(count)}`;
  }

  private find(lng: string, key: string, count: unknown): string | undefined {
    const counted = typeof count === 'number';
    const keys = counted ? [this.pluralSuffix(lng, count), ''].map((s) => key + s) : [key];
    if (count === 0) keys.unshift(`${key}_zero`);
    for (const k of keys) {
      const text = lookUp(this.bundles.get(lng), k);
      if (typeof text === 'string') return text;
    }
    return undefined;
  }

  private translate(lng: string, key: string, options: TOptions = {}): string {
    const languages = this.fallback && this.fallback !== lng ? [lng, this.fallback] : [lng];
    let text: string | undefined;
    for (const l of languages) {
      text = this.find(l, key, options.count);
      if (text !== undefined) break;
    }
    return this.interpolate(text ?? options.defaultValue ?? key, options);
  }

  private interpolate(text: string, options: TOptions): string {
    if (!text.includes('{{')) return text;
    return text.replace(VARIABLE, (written, name: string) => {
      const path = name.trim();
      const given = Object.prototype.hasOwnProperty.call(options, path);
      const value = given ? options[path] : lookUp(options, path);
      if (value === undefined && !given) return written;
      // As i18next: any value as String() writes it (an object as '[object Object]', which no text of the app passes).
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      const shown = value == null ? '' : String(value);
      return this.escapeValue ? escapeHtml(shown) : shown;
    });
  }
}

export function createInstance(): Texts {
  return new Texts();
}

/** The browser's instance (i18n.ts starts it); the server makes one per language (ssr/render-page.tsx). */
const texts = createInstance();
export default texts;
