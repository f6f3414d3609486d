import type { Language } from './constants/limits';

/**
 * The contract between the server and the client's server renderer (docs/decisions/0059): the client implements it
 * (client/ssr/render-page.tsx, bundled beside the server at build), the server loads it at start and fills its HTML
 * template with what it returns (server/features/pages). Neither imports the other.
 */
export interface RenderedPage {
  /**
   * 404 for a page that is not (an unknown item), 503 when the data could not be read (the database away), 302 when
   * the page sends elsewhere (`location`: a page past the last of a search, the sign-in page of someone signed in).
   */
  status: 200 | 302 | 404 | 503;
  /** With 302: where to, a path of this site. */
  location?: string;
  /** The tags of <head>: title, description, canonical, alternates, Open Graph, JSON-LD. */
  head: string;
  /** The root's markup: the page itself, or empty for a page the browser renders (signed-in screens). */
  html: string;
  /** The page's state for the browser, as the text of a JSON block (client/ssr/state.ts). */
  state: string;
  /** Whether the page shows nothing personal, so a visitor's copy may be kept and sent to the next visitor. */
  cacheable: boolean;
}

export interface RenderPageInput {
  /** Path and query, as asked. */
  url: string;
  lang: Language;
  /** PUBLIC_URL: canonical and Open Graph addresses are absolute. */
  publicUrl: string;
  /** Where the browser fetches the page's language's texts (see PageRenderer.texts): preloaded, named in the state. */
  textsUrl: string;
}

/** How the renderer's API calls reach the app: on the server, answered in-process (app.inject). */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface PageRenderer {
  renderPage(input: RenderPageInput): Promise<RenderedPage>;
  /**
   * A language's texts (the client's and the shared messages), as the JSON the browser starts i18next with before it
   * hydrates: the server serves them as a file of their own, cached by the browser for every page, instead of in each
   * page (they were half of an item page's HTML).
   */
  texts(lang: Language): Promise<string>;
  setApiFetch(fetchImpl: ApiFetch): void;
}

/** The id of the JSON block the server writes the page's state into (a data block: no script runs inline). */
export const SSR_STATE_ID = 'ssr-state';
