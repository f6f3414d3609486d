import { XMLBuilder } from 'fast-xml-parser';
import { DPI_SCHEMA, QUARTERS, type Quarterly } from '@/shared/domain/dac7';
import type { Dac7Report, Dac7Seller, Dac7TaxData } from '@/shared/schemas/dac7';
import type { CompanyConfig } from '@/server/config';

/**
 * The report as OECD DPI XML (DPIXML_v1.0.xsd, the structure KAS takes for DAC7; decision 0074): the platform
 * operator from the configuration and one ReportableSeller per seller who rented out a means of transport and gave
 * their tax data, with the quarterly figures under TransportationRental. Amounts are MonAmnt_Type: whole units of
 * the currency (PLN), rounded.
 */
export function dpiXml(report: Dac7Report, company: CompanyConfig | null, demoName: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 15);
  const nip = company?.nip.replace(/\D/g, '') ?? '';
  const messageRefId = `PL${report.year}${nip || 'DEMO'}-${stamp}`;
  const docSpec = (suffix: string) => ({ 'stf:DocTypeIndic': 'OECD1', 'stf:DocRefId': `${messageRefId}-${suffix}` });
  const operatorAddress = company
    ? { 'dpi:CountryCode': 'PL', 'dpi:AddressFree': company.addressLines.join(', ') }
    : { 'dpi:CountryCode': 'PL', 'dpi:AddressFree': demoName };
  const doc = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'dpi:DPI_OECD': {
      '@_xmlns:dpi': DPI_SCHEMA.namespace,
      '@_xmlns:stf': DPI_SCHEMA.stfNamespace,
      '@_version': DPI_SCHEMA.version,
      'dpi:MessageSpec': {
        'dpi:SendingEntityIN': nip || 'DEMO',
        'dpi:TransmittingCountry': 'PL',
        'dpi:ReceivingCountry': 'PL',
        'dpi:MessageType': 'DPI',
        ...(company ? {} : { 'dpi:Warning': 'Demo: no company is configured (COMPANY_*); not for submission.' }),
        'dpi:MessageRefId': messageRefId,
        'dpi:MessageTypeIndic': 'DPI401',
        'dpi:ReportingPeriod': `${report.year}-12-31`,
        'dpi:Timestamp': now.toISOString().slice(0, 19),
      },
      'dpi:DPIBody': {
        'dpi:PlatformOperator': {
          'dpi:ResCountryCode': 'PL',
          'dpi:TIN': nip ? { '@_issuedBy': 'PL', '#text': nip } : { '@_unknown': 'true', '#text': 'NOTIN' },
          'dpi:Name': company?.name ?? demoName,
          'dpi:Address': { '@_legalAddressType': 'OECD304', ...operatorAddress },
          'dpi:AssumedReporting': 'false',
          'dpi:DocSpec': docSpec('PO'),
        },
        'dpi:ReportableSeller': reportedSellers(report).map((s) => ({
          'dpi:Identity': identity(s.taxData!),
          'dpi:RelevantActivities': {
            'dpi:TransportationRental': {
              'dpi:Consideration': quarters('ConsQ', s.transport.consideration, true),
              'dpi:NumberOfActivities': quarters('NumbQ', s.transport.activities, false),
              'dpi:Fees': quarters('FeesQ', s.transport.fees, true),
              'dpi:Taxes': quarters('TaxQ', [0, 0, 0, 0], true),
            },
          },
          'dpi:DocSpec': docSpec(`S${s.userId}`),
        })),
      },
    },
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    // unknown="true" stays an attribute with its value: a bare `unknown` is not XML.
    suppressBooleanAttributes: false,
    format: true,
    indentBy: '  ',
  });
  return builder.build(doc);
}

/** Who goes into the XML: the reportable sellers with their tax data (those without are listed for the admin). */
export const reportedSellers = (report: Dac7Report): Dac7Seller[] =>
  report.sellers.filter((s) => s.reportable && s.taxData !== null);

/** Grosze to whole złoty, as MonAmnt_Type takes them. */
const wholeUnits = (grosze: number) => String(Math.round(grosze / 100));

function quarters(prefix: string, values: Quarterly | number[], money: boolean) {
  return Object.fromEntries(
    QUARTERS.map((q) => [
      `dpi:${prefix}${q}`,
      money ? { '@_currCode': 'PLN', '#text': wholeUnits(values[q - 1]) } : String(values[q - 1]),
    ]),
  );
}

function address(t: Dac7TaxData) {
  return {
    '@_legalAddressType': 'OECD301',
    'dpi:CountryCode': t.address.country,
    'dpi:AddressFix': {
      'dpi:Street': t.address.street,
      'dpi:PostCode': t.address.postalCode,
      'dpi:City': t.address.city,
    },
  };
}

function identity(t: Dac7TaxData) {
  const tin = { '@_issuedBy': 'PL', '#text': t.tin };
  if (t.kind === 'individual')
    return {
      'dpi:IndividualSeller': {
        'dpi:Standard': {
          'dpi:IndSellerID': {
            'dpi:ResCountryCode': t.address.country,
            'dpi:TIN': tin,
            'dpi:Name': { 'dpi:FirstName': t.firstName, 'dpi:LastName': t.lastName },
            'dpi:Address': address(t),
            'dpi:BirthInfo': { 'dpi:BirthDate': t.dateOfBirth },
          },
        },
      },
    };
  const ins = [
    ...(t.krs ? [{ '@_issuedBy': 'PL', '@_INType': 'KRS', '#text': t.krs }] : []),
    ...(t.regon ? [{ '@_issuedBy': 'PL', '@_INType': 'REGON', '#text': t.regon }] : []),
  ];
  return {
    'dpi:EntitySeller': {
      'dpi:Standard': {
        'dpi:EntSellerID': {
          'dpi:ResCountryCode': t.address.country,
          'dpi:TIN': tin,
          'dpi:IN': ins,
          'dpi:Name': t.name,
          'dpi:Address': address(t),
        },
      },
    },
  };
}
