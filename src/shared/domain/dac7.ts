/**
 * DAC7 (Council Directive (EU) 2021/514; in Poland the act of 23 May 2024 amending the act on the exchange of tax
 * information): what the platform reports to the Head of KAS by 31 January for the year before (docs/decisions/0074).
 */

/**
 * Of DAC7's four relevant activities (rental of immovable property, personal services, sale of goods, rental of any
 * mode of transport) only the last is done here: renting a drill, a camera or a tent is none of the four, so it is
 * not reported. The spec's seven categories have no transport category, so an item is transport by its name: a word
 * that starts with a bike's or a scooter's name, in Polish or English (rower, rowery, rower elektryczny, e-bike,
 * hulajnoga, scooter, skuter). The adjective "rowerowy" (a bike rack: "bagażnik rowerowy") is not a bike, nor is an
 * accessory named with the vehicle ("bike rack", "bagażnik na rower").
 */
const TRANSPORT_WORD =
  /(?:^|[^\p{L}\p{N}])(?:rower(?:y|u|ek|ki|em|ów)?|e-?bike|bikes?|hulajnog[aięo]?|hulajnóg|e-?scooters?|scooters?|skuter(?:y|a|em|ów)?)(?![\p{L}\p{N}])/iu;

/** Accessories carry the vehicle's name but are not one (the Thule bike rack of the demo among them). */
const ACCESSORY_WORD =
  /(?:^|[^\p{L}\p{N}])(?:bagażnik\p{L}*|uchwyt\p{L}*|stojak\p{L}*|kask\p{L}*|zapięci\p{L}*|pokrowi\p{L}*|lampk\p{L}*|pompk\p{L}*|racks?|carriers?|helmets?|locks?|covers?|pumps?|stands?|mounts?)(?![\p{L}\p{N}])/iu;

/** Whether an item of this name is a means of transport for DAC7 (a bike, an e-bike, a scooter). */
export function isTransportItem(name: string): boolean {
  const text = name.normalize('NFC');
  return TRANSPORT_WORD.test(text) && !ACCESSORY_WORD.test(text);
}

export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

/** Per quarter Q1–Q4, index 0 is Q1. */
export type Quarterly = [number, number, number, number];
export const emptyQuarterly = (): Quarterly => [0, 0, 0, 0];
export const sumQuarterly = (q: readonly number[]): number => q.reduce((a, b) => a + b, 0);

/** The quarter (1–4) of a Warsaw calendar date YYYY-MM-DD. */
export function quarterOfDate(isoDate: string): Quarter {
  return (Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) + 1) as Quarter;
}

/** The first year a report can be asked for (DAC7 applies from 2023; the Polish act's first report covered it). */
export const DAC7_FIRST_YEAR = 2023;

/** The year a report is due for by 31 January of `currentYear` (the year before, never before DAC7's first). */
export const dac7DefaultYear = (currentYear: number): number => Math.max(DAC7_FIRST_YEAR, currentYear - 1);

/** The OECD DPI XML schema the export follows (docs/decisions/0074): its namespaces and version. */
export const DPI_SCHEMA = {
  version: '1.0',
  namespace: 'urn:oecd:ties:dpi:v1',
  stfNamespace: 'urn:oecd:ties:dpistf:v1',
  file: 'DPIXML_v1.0.xsd',
} as const;
