/**
 * Simple drawings of the demo items, no text: each is SVG in a 600 x 480 box standing on its bottom edge. Fills
 * refer to the gradients the photo defines: A (the item's colour), D (dark plastic), M (metal), G (glass), W (white
 * plastic); `H` is a soft highlight.
 */
const A = 'url(#A)';
const D = 'url(#D)';
const M = 'url(#M)';
const G = 'url(#G)';
const W = 'url(#W)';
const H = 'fill="#fff" fill-opacity="0.28"';

const wheel = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${D}"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="${M}"/>`;
const spokedWheel = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#22252b" stroke-width="16"/><circle cx="${x}" cy="${y}" r="${r - 12}" fill="none" stroke="${M}" stroke-width="4"/>` +
  `<path d="M${x - r + 14} ${y}H${x + r - 14}M${x} ${y - r + 14}V${y + r - 14}M${x - r * 0.62} ${y - r * 0.62}L${x + r * 0.62} ${y + r * 0.62}M${x - r * 0.62} ${y + r * 0.62}L${x + r * 0.62} ${y - r * 0.62}" stroke="#9aa1aa" stroke-width="3"/><circle cx="${x}" cy="${y}" r="12" fill="${M}"/>`;

export const SHAPES = {
  drill:
    `<rect x="150" y="410" width="190" height="70" rx="16" fill="${D}"/><path d="M215 250 L285 250 L300 420 L200 420 Z" fill="${A}"/>` +
    `<rect x="110" y="140" width="330" height="120" rx="50" fill="${A}"/><rect x="125" y="152" width="290" height="26" rx="13" ${H}/>` +
    `<rect x="260" y="262" width="22" height="50" rx="8" fill="${D}"/><rect x="430" y="165" width="70" height="70" rx="14" fill="${D}"/>` +
    `<rect x="496" y="184" width="46" height="32" rx="6" fill="${M}"/><rect x="540" y="194" width="60" height="12" rx="5" fill="${M}"/>`,
  grinder:
    `<rect x="60" y="210" width="360" height="100" rx="48" fill="${A}"/><rect x="80" y="222" width="310" height="24" rx="12" ${H}/>` +
    `<rect x="400" y="180" width="110" height="150" rx="22" fill="${D}"/><ellipse cx="470" cy="400" rx="130" ry="30" fill="${M}"/>` +
    `<path d="M340 400 A130 40 0 0 1 600 400 L600 385 A130 44 0 0 0 340 385 Z" fill="${D}"/><rect x="455" y="330" width="30" height="60" fill="${M}"/>` +
    `<rect x="150" y="310" width="36" height="140" rx="16" fill="${D}"/><rect x="40" y="450" width="260" height="30" rx="15" fill="${D}" opacity=".0"/>`,
  ladder:
    `<path d="M190 480 L270 0 L300 0 L222 480 Z" fill="${M}"/><path d="M410 480 L330 0 L300 0 L378 480 Z" fill="${M}"/>` +
    [60, 140, 220, 300, 380]
      .map(
        (y) =>
          `<rect x="${262 - y * 0.08}" y="${y}" width="${76 + y * 0.16 + 20}" height="14" rx="5" fill="${M}" transform="translate(-10 0)"/>`,
      )
      .join('') +
    `<rect x="180" y="462" width="56" height="18" rx="6" fill="${A}"/><rect x="364" y="462" width="56" height="18" rx="6" fill="${A}"/><rect x="276" y="0" width="48" height="22" rx="6" fill="${A}"/>`,
  mitreSaw:
    `<rect x="40" y="420" width="520" height="60" rx="14" fill="${D}"/><ellipse cx="300" cy="420" rx="190" ry="26" fill="${M}"/>` +
    `<rect x="420" y="240" width="44" height="190" rx="16" fill="${D}"/><circle cx="270" cy="270" r="140" fill="${M}"/><circle cx="270" cy="270" r="128" fill="none" stroke="#6b727c" stroke-width="6" stroke-dasharray="10 8"/>` +
    `<path d="M130 270 A140 140 0 0 1 410 270 L370 270 A100 100 0 0 0 170 270 Z" fill="${A}"/><rect x="230" y="80" width="240" height="90" rx="40" fill="${A}"/>` +
    `<rect x="150" y="110" width="110" height="40" rx="18" fill="${D}"/><circle cx="270" cy="270" r="24" fill="${D}"/>`,
  laser:
    `<path d="M300 290 L150 480 M300 290 L300 480 M300 290 L450 480" stroke="${D}" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="230" y="140" width="140" height="150" rx="24" fill="${A}"/><rect x="242" y="152" width="116" height="24" rx="10" ${H}/>` +
    `<circle cx="300" cy="225" r="34" fill="${G}"/><path d="M0 225 H600" stroke="#ef4444" stroke-width="3" stroke-opacity=".75"/><circle cx="300" cy="225" r="9" fill="#f87171"/>`,
  scaffold:
    `<rect x="90" y="40" width="20" height="440" fill="${M}"/><rect x="490" y="40" width="20" height="440" fill="${M}"/>` +
    [100, 220, 340].map((y) => `<rect x="90" y="${y}" width="420" height="14" fill="${M}"/>`).join('') +
    `<path d="M110 100 L490 220 M490 220 L110 340 M110 340 L490 460" stroke="#9aa1aa" stroke-width="10"/><rect x="70" y="210" width="460" height="26" rx="4" fill="${A}"/>` +
    `<rect x="80" y="470" width="50" height="10" fill="${D}"/><rect x="470" y="470" width="50" height="10" fill="${D}"/>`,
  vacuum:
    `<path d="M300 160 C480 160 480 480 480 480 L140 480 C140 480 130 160 300 160 Z" fill="${A}"/><ellipse cx="310" cy="190" rx="140" ry="40" fill="${D}"/>` +
    `<path d="M200 230 C160 260 150 300 160 350" stroke="#fff" stroke-opacity=".3" stroke-width="24" fill="none" stroke-linecap="round"/>` +
    `<path d="M440 300 C560 280 600 180 560 90" stroke="#2b2f36" stroke-width="28" fill="none" stroke-linecap="round"/>` +
    `<rect x="270" y="130" width="80" height="40" rx="16" fill="${D}"/>${wheel(190, 465, 26)}${wheel(430, 465, 26)}`,
  camera:
    `<rect x="100" y="150" width="400" height="250" rx="38" fill="${D}"/><path d="M210 150 L240 95 H360 L390 150 Z" fill="${D}"/>` +
    `<rect x="100" y="150" width="90" height="250" rx="34" fill="#2f343c"/><rect x="410" y="120" width="50" height="30" rx="8" fill="${M}"/>` +
    `<circle cx="320" cy="285" r="118" fill="${M}"/><circle cx="320" cy="285" r="98" fill="${D}"/><circle cx="320" cy="285" r="70" fill="${G}"/>` +
    `<circle cx="298" cy="262" r="18" fill="#fff" fill-opacity=".55"/><circle cx="320" cy="285" r="102" fill="none" stroke="${A}" stroke-width="6"/>` +
    `<rect x="112" y="400" width="380" height="12" fill="none"/>`,
  projector:
    `<path d="M150 300 L0 170 L0 430 Z" fill="#fff" fill-opacity=".18"/><rect x="90" y="250" width="440" height="190" rx="34" fill="${W}"/>` +
    `<rect x="104" y="262" width="412" height="30" rx="14" ${H}/><circle cx="200" cy="345" r="62" fill="${D}"/><circle cx="200" cy="345" r="42" fill="${G}"/>` +
    `<circle cx="186" cy="330" r="11" fill="#fff" fill-opacity=".6"/>` +
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="${320 + i * 36}" y="320" width="18" height="70" rx="9" fill="#9ca3af"/>`)
      .join('') +
    `<rect x="120" y="440" width="40" height="24" rx="6" fill="${D}"/><rect x="460" y="440" width="40" height="24" rx="6" fill="${D}"/><rect x="420" y="270" width="70" height="12" rx="6" fill="${A}"/>`,
  drone:
    `<path d="M130 170 L470 290 M470 170 L130 290" stroke="${D}" stroke-width="22" stroke-linecap="round"/>` +
    [
      [130, 170],
      [470, 170],
      [130, 290],
      [470, 290],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x - 14}" y="${y - 40}" width="28" height="40" rx="8" fill="${D}"/><ellipse cx="${x}" cy="${y - 44}" rx="110" ry="12" fill="#cbd5e1" fill-opacity=".7"/>`,
      )
      .join('') +
    `<rect x="220" y="180" width="160" height="100" rx="40" fill="${A}"/><rect x="236" y="190" width="128" height="20" rx="10" ${H}/><circle cx="300" cy="300" r="30" fill="${D}"/><circle cx="300" cy="300" r="16" fill="${G}"/>`,
  gamepad:
    `<path d="M150 220 C60 220 30 330 60 420 C80 480 150 470 180 420 L220 370 H380 L420 420 C450 470 520 480 540 420 C570 330 540 220 450 220 Z" fill="${W}"/>` +
    `<path d="M165 232 C90 236 70 300 72 330" stroke="#fff" stroke-width="18" stroke-opacity=".5" fill="none" stroke-linecap="round"/>` +
    `<path d="M150 280 V340 M120 310 H180" stroke="${D}" stroke-width="22" stroke-linecap="round"/><circle cx="440" cy="282" r="15" fill="${A}"/><circle cx="470" cy="312" r="15" fill="${A}"/><circle cx="410" cy="312" r="15" fill="${A}"/><circle cx="440" cy="342" r="15" fill="${A}"/>` +
    `<circle cx="240" cy="360" r="34" fill="${D}"/><circle cx="360" cy="360" r="34" fill="${D}"/><rect x="260" y="250" width="80" height="50" rx="12" fill="#d1d5db"/>`,
  speaker:
    `<rect x="160" y="30" width="280" height="450" rx="40" fill="${D}"/><rect x="175" y="42" width="250" height="22" rx="11" fill="#fff" fill-opacity=".12"/>` +
    `<circle cx="300" cy="170" r="86" fill="${A}"/><circle cx="300" cy="170" r="70" fill="#1f2328"/><circle cx="300" cy="170" r="24" fill="${M}"/>` +
    `<circle cx="300" cy="360" r="86" fill="${A}"/><circle cx="300" cy="360" r="70" fill="#1f2328"/><circle cx="300" cy="360" r="24" fill="${M}"/>`,
  laptop:
    `<path d="M150 90 H450 Q466 90 466 106 V380 H134 V106 Q134 90 150 90 Z" fill="${M}"/><rect x="150" y="106" width="300" height="260" rx="6" fill="${G}"/>` +
    `<path d="M150 106 L330 106 L170 366 L150 366 Z" fill="#fff" fill-opacity=".1"/><path d="M60 380 H540 L570 440 Q572 452 560 452 H40 Q28 452 30 440 Z" fill="${M}"/>` +
    `<rect x="250" y="390" width="100" height="16" rx="6" fill="#9ca3af"/>`,
  tent:
    `<path d="M40 480 Q300 20 560 480 Z" fill="${A}"/><path d="M120 480 Q300 110 480 480" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="10"/>` +
    `<path d="M230 480 L300 250 L370 480 Z" fill="${D}"/><path d="M300 250 L300 480" stroke="${A}" stroke-width="4"/><path d="M40 480 L0 420 M560 480 L600 420" stroke="#9ca3af" stroke-width="3"/>`,
  bike:
    `${spokedWheel(140, 360, 115)}${spokedWheel(460, 360, 115)}` +
    `<path d="M140 360 L250 210 H420 L460 360 M250 210 L300 360 L420 210 M140 360 H300" fill="none" stroke="${A}" stroke-width="22" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M250 210 L235 160 M420 210 L405 130 L450 120" fill="none" stroke="${D}" stroke-width="14" stroke-linecap="round"/><rect x="195" y="140" width="90" height="24" rx="12" fill="${D}"/>`,
  scooter:
    `${wheel(110, 420, 60)}${wheel(490, 420, 60)}<rect x="120" y="370" width="380" height="34" rx="14" fill="${D}"/><path d="M470 380 L420 60" stroke="${M}" stroke-width="26" stroke-linecap="round"/>` +
    `<rect x="350" y="44" width="150" height="24" rx="12" fill="${D}"/><rect x="140" y="376" width="320" height="10" rx="5" fill="${A}"/>`,
  kayak:
    `<path d="M10 380 Q300 250 590 380 Q300 470 10 380 Z" fill="${A}"/><path d="M40 378 Q300 300 560 378" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="10"/>` +
    `<ellipse cx="300" cy="362" rx="90" ry="20" fill="${D}"/><path d="M120 200 L480 440" stroke="${D}" stroke-width="12" stroke-linecap="round"/>` +
    `<ellipse cx="112" cy="194" rx="20" ry="50" transform="rotate(-56 112 194)" fill="${M}"/><ellipse cx="488" cy="446" rx="20" ry="50" transform="rotate(-56 488 446)" fill="${M}"/>`,
  skis:
    `<rect x="210" y="10" width="64" height="470" rx="30" fill="${A}" transform="rotate(-8 242 480)"/><rect x="320" y="10" width="64" height="470" rx="30" fill="${A}" transform="rotate(8 352 480)"/>` +
    `<rect x="218" y="40" width="20" height="420" rx="10" ${H} transform="rotate(-8 242 480)"/><rect x="200" y="240" width="90" height="70" rx="14" fill="${D}" transform="rotate(-8 242 480)"/>` +
    `<rect x="310" y="240" width="90" height="70" rx="14" fill="${D}" transform="rotate(8 352 480)"/>`,
  racket:
    `<g transform="rotate(-24 300 300)"><ellipse cx="300" cy="130" rx="80" ry="110" fill="none" stroke="${A}" stroke-width="16"/><path d="M240 60 V200 M270 35 V225 M300 25 V235 M330 35 V225 M360 60 V200 M225 100 H375 M222 140 H378 M230 180 H370" stroke="#e5e7eb" stroke-width="3"/><rect x="292" y="236" width="16" height="180" fill="${M}"/><rect x="286" y="380" width="28" height="100" rx="12" fill="${D}"/></g>` +
    `<path d="M430 480 L470 360 L510 480 Z" fill="${W}"/><circle cx="470" cy="470" r="20" fill="${A}"/>`,
  sleepingBag:
    `<path d="M40 420 Q40 300 160 300 H470 Q580 300 580 400 Q580 480 470 480 H110 Q40 480 40 420 Z" fill="${A}"/>` +
    [180, 260, 340, 420]
      .map(
        (x) =>
          `<path d="M${x} 304 Q${x - 12} 390 ${x} 478" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="6"/>`,
      )
      .join('') +
    `<ellipse cx="510" cy="390" rx="50" ry="60" fill="${D}"/><path d="M60 340 Q200 310 460 320" stroke="#fff" stroke-opacity=".3" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  suitcase:
    `<rect x="270" y="0" width="16" height="110" fill="${M}"/><rect x="314" y="0" width="16" height="110" fill="${M}"/><rect x="262" y="0" width="76" height="20" rx="8" fill="${D}"/>` +
    `<rect x="160" y="100" width="280" height="350" rx="36" fill="${A}"/>` +
    [215, 270, 330, 385]
      .map((x) => `<rect x="${x}" y="118" width="10" height="314" rx="5" fill="#000" fill-opacity=".12"/>`)
      .join('') +
    `<rect x="172" y="112" width="30" height="320" rx="14" ${H}/>${wheel(190, 462, 18)}${wheel(410, 462, 18)}`,
  roofBox:
    `<path d="M20 330 Q60 200 260 190 H460 Q580 200 590 330 Z" fill="${A}"/><path d="M60 300 Q120 220 280 214 H450" stroke="#fff" stroke-opacity=".3" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<rect x="20" y="326" width="570" height="20" rx="8" fill="${D}"/><rect x="120" y="346" width="24" height="110" fill="${M}"/><rect x="460" y="346" width="24" height="110" fill="${M}"/><rect x="60" y="450" width="480" height="22" rx="10" fill="${D}"/>`,
  carSeat:
    `<path d="M180 60 Q300 0 420 60 L430 320 L170 320 Z" fill="${A}"/><path d="M130 260 Q300 220 470 260 L480 430 Q300 470 120 430 Z" fill="${A}"/>` +
    `<path d="M210 90 Q300 50 390 90 L390 300 L210 300 Z" fill="${D}"/><path d="M250 120 L280 300 M350 120 L320 300" stroke="#9ca3af" stroke-width="12"/><rect x="150" y="440" width="300" height="40" rx="14" fill="${D}"/>`,
  stroller:
    `${wheel(170, 440, 40)}${wheel(430, 440, 40)}<path d="M170 440 L300 280 L430 440 M300 280 L470 60" fill="none" stroke="${M}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M140 280 Q140 120 300 110 L300 280 Z" fill="${A}"/><rect x="130" y="270" width="260" height="60" rx="24" fill="${D}"/><rect x="440" y="40" width="70" height="22" rx="11" fill="${D}"/>`,
  backpack:
    `<path d="M190 80 Q300 20 410 80 L440 440 Q300 490 160 440 Z" fill="${A}"/><path d="M180 90 Q300 40 420 90 L418 170 Q300 130 182 170 Z" fill="${D}"/>` +
    `<rect x="210" y="280" width="180" height="150" rx="30" fill="#000" fill-opacity=".18"/><path d="M230 320 H370" stroke="${M}" stroke-width="6"/><path d="M200 200 Q190 300 210 420" stroke="#fff" stroke-opacity=".25" stroke-width="14" fill="none"/>`,
  case:
    `<rect x="80" y="170" width="440" height="300" rx="30" fill="${A}"/><rect x="80" y="170" width="440" height="60" rx="26" fill="#000" fill-opacity=".15"/>` +
    `<path d="M240 170 V120 Q240 100 260 100 H340 Q360 100 360 120 V170" fill="none" stroke="${D}" stroke-width="22"/><rect x="150" y="250" width="40" height="30" rx="6" fill="${M}"/><rect x="410" y="250" width="40" height="30" rx="6" fill="${M}"/>` +
    `<rect x="96" y="240" width="408" height="20" rx="10" ${H}/>`,
  appliance:
    `<rect x="150" y="60" width="300" height="400" rx="40" fill="${W}"/><rect x="166" y="74" width="268" height="26" rx="13" ${H}/>` +
    `<rect x="190" y="130" width="220" height="120" rx="18" fill="${D}"/><circle cx="250" cy="190" r="26" fill="${A}"/><rect x="300" y="175" width="80" height="30" rx="8" fill="${G}"/>` +
    [290, 320, 350, 380].map((y) => `<rect x="190" y="${y}" width="220" height="12" rx="6" fill="#cbd5e1"/>`).join('') +
    `${wheel(190, 462, 16)}${wheel(410, 462, 16)}`,
  lawnmower:
    `<path d="M420 300 L560 40" stroke="${M}" stroke-width="18" stroke-linecap="round"/><rect x="520" y="20" width="70" height="26" rx="12" fill="${D}"/>` +
    `<path d="M60 430 Q60 300 200 290 H420 Q470 300 470 430 Z" fill="${A}"/><rect x="180" y="230" width="170" height="80" rx="20" fill="${D}"/><rect x="200" y="200" width="80" height="36" rx="10" fill="${M}"/>` +
    `<path d="M80 330 Q150 300 400 304" stroke="#fff" stroke-opacity=".3" stroke-width="12" fill="none" stroke-linecap="round"/>${wheel(120, 440, 40)}${wheel(420, 440, 40)}`,
  grill:
    `<path d="M130 300 L90 480 M470 300 L510 480 M300 300 V480" stroke="${D}" stroke-width="16" stroke-linecap="round"/><rect x="40" y="280" width="520" height="30" rx="10" fill="${M}"/>` +
    `<path d="M120 280 V200 Q120 110 300 110 Q480 110 480 200 V280 Z" fill="${A}"/><path d="M150 190 Q170 130 300 128" stroke="#fff" stroke-opacity=".3" stroke-width="14" fill="none"/>` +
    `<rect x="240" y="90" width="120" height="20" rx="10" fill="${M}"/>${wheel(90, 462, 18)}${wheel(510, 462, 18)}`,
  chainsaw:
    `<rect x="300" y="250" width="300" height="70" rx="34" fill="${M}"/><rect x="300" y="250" width="300" height="70" rx="34" fill="none" stroke="#4b5563" stroke-width="6" stroke-dasharray="12 8"/>` +
    `<path d="M60 420 Q50 250 160 220 H330 Q360 220 360 260 V420 Q360 450 330 450 H90 Q60 450 60 420 Z" fill="${A}"/><path d="M90 220 Q120 140 220 150" stroke="${D}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<rect x="100" y="300" width="200" height="90" rx="20" fill="${D}"/><path d="M90 260 Q150 235 320 240" stroke="#fff" stroke-opacity=".3" stroke-width="10" fill="none"/>`,
  pavilion:
    `<path d="M40 200 L300 60 L560 200 Z" fill="${W}"/><path d="M40 200 Q110 240 170 200 Q235 240 300 200 Q365 240 430 200 Q490 240 560 200" fill="${A}"/>` +
    `<rect x="56" y="200" width="12" height="280" fill="${M}"/><rect x="532" y="200" width="12" height="280" fill="${M}"/><rect x="294" y="200" width="12" height="280" fill="${M}" opacity=".7"/>` +
    `<path d="M68 230 L200 480 H68 Z" fill="#fff" fill-opacity=".5"/><path d="M532 230 L400 480 H532 Z" fill="#fff" fill-opacity=".5"/>`,
  furniture:
    `<ellipse cx="300" cy="280" rx="200" ry="46" fill="${W}"/><path d="M300 320 V470 M220 470 H380" stroke="${M}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M60 200 V480 M60 330 H170 V480 M170 330 L190 200" fill="none" stroke="${A}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M540 200 V480 M540 330 H430 V480 M430 330 L410 200" fill="none" stroke="${A}" stroke-width="16" stroke-linecap="round"/><rect x="60" y="318" width="110" height="24" rx="8" fill="${A}"/><rect x="430" y="318" width="110" height="24" rx="8" fill="${A}"/>`,
  trailer:
    `<rect x="60" y="200" width="420" height="190" rx="14" fill="${A}"/><rect x="60" y="200" width="420" height="30" rx="10" fill="#000" fill-opacity=".15"/>` +
    `<path d="M480 360 L590 400" stroke="${D}" stroke-width="18" stroke-linecap="round"/><circle cx="590" cy="400" r="12" fill="${M}"/>${wheel(270, 420, 60)}<rect x="200" y="340" width="140" height="40" rx="16" fill="${D}"/>`,
  jack:
    `<rect x="40" y="400" width="460" height="50" rx="16" fill="${A}"/><path d="M120 400 L380 230" stroke="${A}" stroke-width="56" stroke-linecap="round"/><ellipse cx="390" cy="220" rx="60" ry="16" fill="${M}"/>` +
    `<path d="M500 420 L590 250" stroke="${M}" stroke-width="16" stroke-linecap="round"/>${wheel(80, 455, 25)}${wheel(460, 455, 25)}`,
  compressor:
    `<rect x="60" y="260" width="480" height="170" rx="85" fill="${A}"/><rect x="110" y="276" width="380" height="26" rx="13" ${H}/><rect x="170" y="160" width="200" height="100" rx="20" fill="${D}"/>` +
    `<circle cx="440" cy="200" r="40" fill="${W}"/><circle cx="440" cy="200" r="30" fill="#fff"/><path d="M440 200 L458 184" stroke="#ef4444" stroke-width="5"/>${wheel(130, 450, 30)}${wheel(470, 450, 30)}`,
  tyre:
    `<circle cx="300" cy="270" r="210" fill="#23262c"/><circle cx="300" cy="270" r="120" fill="${M}"/><circle cx="300" cy="270" r="40" fill="#6b7280"/>` +
    [0, 45, 90, 135]
      .map(
        (a) =>
          `<rect x="86" y="260" width="428" height="20" rx="10" fill="none" stroke="${A}" stroke-width="10" transform="rotate(${a} 300 270)"/>`,
      )
      .join(''),
  sewingMachine:
    `<rect x="60" y="400" width="480" height="70" rx="18" fill="${W}"/><path d="M100 400 V180 Q100 120 160 120 H470 Q520 120 520 180 V300 H440 V200 H200 V400 Z" fill="${W}"/>` +
    `<rect x="440" y="290" width="60" height="60" rx="8" fill="${M}"/><rect x="464" y="350" width="8" height="50" fill="${M}"/><rect x="120" y="130" width="380" height="30" rx="12" fill="${A}"/>` +
    `<circle cx="140" cy="260" r="30" fill="${D}"/>`,
  espresso:
    `<rect x="140" y="60" width="320" height="400" rx="30" fill="${M}"/><rect x="160" y="80" width="280" height="120" rx="16" fill="${A}"/><rect x="176" y="94" width="248" height="20" rx="10" ${H}/>` +
    `<rect x="200" y="230" width="200" height="40" rx="12" fill="${D}"/><path d="M400 250 H520" stroke="${D}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M250 350 H350 V400 Q350 420 330 420 H270 Q250 420 250 400 Z" fill="#fff"/><path d="M350 366 Q375 366 375 386 Q375 404 350 404" stroke="#fff" stroke-width="8" fill="none"/><rect x="160" y="420" width="280" height="40" rx="10" fill="${D}"/>`,
  castle:
    `<path d="M40 480 V220 H150 V480 Z M450 480 V220 H560 V480 Z" fill="${A}"/><rect x="130" y="270" width="340" height="210" rx="20" fill="${W}"/>` +
    `<path d="M40 220 L95 130 L150 220 Z M450 220 L505 130 L560 220 Z" fill="${D}"/><path d="M240 480 V380 Q300 320 360 380 V480 Z" fill="${A}"/>` +
    [170, 230, 290, 350, 410].map((x) => `<circle cx="${x}" cy="270" r="30" fill="${W}"/>`).join(''),
  hat:
    `<path d="M140 380 Q200 100 360 80 Q470 80 520 240 Q430 170 400 380 Z" fill="${A}"/><path d="M170 360 Q260 160 370 120" stroke="#fff" stroke-opacity=".25" stroke-width="16" fill="none"/>` +
    `<rect x="100" y="360" width="360" height="90" rx="45" fill="#f8fafc"/><circle cx="520" cy="260" r="50" fill="#f8fafc"/>`,
  backdrop:
    `<rect x="60" y="40" width="20" height="440" fill="${M}"/><rect x="520" y="40" width="20" height="440" fill="${M}"/><rect x="50" y="40" width="500" height="18" rx="8" fill="${M}"/>` +
    `<path d="M80 58 Q140 260 110 480 H490 Q460 260 520 58 Z" fill="${W}"/><path d="M80 58 Q180 170 300 58 Q420 170 520 58" fill="none" stroke="${A}" stroke-width="18"/>` +
    [120, 180, 240, 300, 360, 420, 480]
      .map((x, i) => `<circle cx="${x}" cy="${100 + (i % 2) * 26}" r="12" fill="${A}"/>`)
      .join(''),
  fountain:
    `<rect x="180" y="420" width="240" height="50" rx="14" fill="${M}"/><rect x="290" y="80" width="20" height="340" fill="${M}"/>` +
    [
      [360, 130],
      [300, 90],
      [240, 50],
    ]
      .map(
        ([y, r]) =>
          `<ellipse cx="300" cy="${y}" rx="${r}" ry="18" fill="${A}"/><path d="M${300 - r} ${y} Q${300 - r - 6} ${y + 50} ${300 - r + 14} ${y + 60}" stroke="${A}" stroke-width="10" fill="none"/>`,
      )
      .join('') +
    `<ellipse cx="300" cy="418" rx="160" ry="22" fill="${A}"/>`,
  boardGames:
    `<rect x="90" y="360" width="420" height="110" rx="10" fill="${A}"/><rect x="120" y="260" width="360" height="100" rx="10" fill="${W}"/><rect x="150" y="170" width="300" height="90" rx="10" fill="${D}"/>` +
    `<rect x="90" y="360" width="420" height="18" fill="#000" fill-opacity=".12"/><rect x="120" y="260" width="360" height="16" fill="#000" fill-opacity=".08"/><rect x="420" y="110" width="56" height="56" rx="12" fill="#fff" transform="rotate(14 448 138)"/>` +
    `<circle cx="438" cy="130" r="6" fill="#111"/><circle cx="456" cy="148" r="6" fill="#111"/>`,
  easel:
    `<path d="M300 20 L150 480 M300 20 L450 480 M300 20 L300 480" stroke="${M}" stroke-width="18" stroke-linecap="round"/><rect x="140" y="60" width="320" height="250" rx="6" fill="#fff"/>` +
    `<path d="M160 280 Q240 170 300 230 Q360 120 440 200 V300 H160 Z" fill="${A}" opacity=".85"/><circle cx="390" cy="120" r="24" fill="#fbbf24"/><rect x="130" y="306" width="340" height="18" rx="6" fill="${D}"/>`,
  popcorn:
    `<rect x="150" y="60" width="300" height="260" rx="16" fill="${A}"/><rect x="180" y="100" width="240" height="190" rx="10" fill="${G}"/>` +
    [
      [230, 250],
      [270, 240],
      [310, 255],
      [350, 245],
      [250, 220],
      [300, 225],
      [340, 218],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="20" fill="#fef3c7"/>`)
      .join('') +
    `<rect x="170" y="320" width="260" height="60" rx="8" fill="${D}"/><path d="M190 380 V460 M410 380 V460" stroke="${M}" stroke-width="14"/>${wheel(190, 462, 18)}${wheel(410, 462, 18)}`,
  handTruck:
    `<path d="M230 30 Q230 0 260 0 H300 M240 20 V430 H470" fill="none" stroke="${A}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/><path d="M330 20 V420" stroke="${A}" stroke-width="26" stroke-linecap="round"/>` +
    `<rect x="330" y="430" width="150" height="16" rx="6" fill="${M}"/>${wheel(260, 430, 48)}<path d="M240 150 H330 M240 290 H330" stroke="${M}" stroke-width="12"/>`,
} as const;

export type ShapeName = keyof typeof SHAPES;

/** The first rule whose word appears in the item's name picks its drawing; otherwise the category's default. */
const RULES: [RegExp, ShapeName][] = [
  [/wiertark|wkrętark|młot|booster|prostownik/i, 'drill'],
  [/szlifierk|polerk/i, 'grinder'],
  [/drabin/i, 'ladder'],
  [/ukośnic|wyrzynark/i, 'mitreSaw'],
  [/laser|gimbal/i, 'laser'],
  [/rusztowan/i, 'scaffold'],
  [/odkurzacz|myjka/i, 'vacuum'],
  [/aparat|obiektyw|gopro|kamera/i, 'camera'],
  [/projektor/i, 'projector'],
  [/dron/i, 'drone'],
  [/konsola|playstation|nintendo/i, 'gamepad'],
  [/głośnik/i, 'speaker'],
  [/laptop|macbook/i, 'laptop'],
  [/namiot imprezowy|pawilon/i, 'pavilion'],
  [/namiot/i, 'tent'],
  [/hulajnog/i, 'scooter'],
  [/rower/i, 'bike'],
  [/kajak|sup/i, 'kayak'],
  [/nart|snowboard/i, 'skis'],
  [/badminton/i, 'racket'],
  [/śpiwór/i, 'sleepingBag'],
  [/walizk/i, 'suitcase'],
  [/box dachowy/i, 'roofBox'],
  [/fotelik/i, 'carSeat'],
  [/wózek spacerowy/i, 'stroller'],
  [/plecak|nosidło/i, 'backpack'],
  [/kosiark|wertykulator/i, 'lawnmower'],
  [/grill/i, 'grill'],
  [/piła łańcuchow|nożyce/i, 'chainsaw'],
  [/mebl/i, 'furniture'],
  [/osuszacz/i, 'appliance'],
  [/lodówk|adapter|kluczy/i, 'case'],
  [/przyczepk/i, 'trailer'],
  [/podnośnik/i, 'jack'],
  [/kompresor/i, 'compressor'],
  [/łańcuchy/i, 'tyre'],
  [/maszyna do szycia/i, 'sewingMachine'],
  [/ekspres/i, 'espresso'],
  [/zamek/i, 'castle'],
  [/mikołaj/i, 'hat'],
  [/ścianka/i, 'backdrop'],
  [/fontann/i, 'fountain'],
  [/gier|gry/i, 'boardGames'],
  [/sztalug/i, 'easel'],
  [/popcorn/i, 'popcorn'],
  [/wózek/i, 'handTruck'],
];

const CATEGORY_DEFAULT: Record<number, ShapeName> = {
  1: 'drill',
  2: 'camera',
  3: 'tent',
  4: 'suitcase',
  5: 'lawnmower',
  6: 'case',
  7: 'case',
};

export function shapeFor(name: string, categoryId: number): ShapeName {
  return RULES.find(([re]) => re.test(name))?.[1] ?? CATEGORY_DEFAULT[categoryId] ?? 'case';
}
