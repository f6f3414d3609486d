import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, validators } from 'tailwind-merge';

const { isAny, isArbitraryLength, isArbitraryValue, isArbitraryVariable, isFraction, isNumber, isTshirtSize } =
  validators;

const arbitrary = [isArbitraryVariable, isArbitraryValue];
const spacing = ['px', isNumber, ...arbitrary];
const inset = [isFraction, 'full', 'auto', ...spacing];
const sizing = [isFraction, 'auto', 'full', 'screen', 'min', 'max', 'fit', 'none', 'dvh', 'svh', ...spacing];
const maxWidth = [isTshirtSize, 'prose', 'screen', 'none', 'full', 'min', 'max', 'fit', isFraction, ...spacing];
const radius = ['', 'none', 'full', isTshirtSize, ...arbitrary];
const borderWidth = ['', isNumber, isArbitraryLength, isArbitraryVariable];
const align = ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'baseline'];

/**
 * tailwind-merge with the class groups this app's components override (decision 0080): the same engine, without the
 * default config of every Tailwind utility (6 KiB of the first page's JavaScript). A group missing here makes
 * class-conflicts.test.ts fail with the classes that need it, the full tailwind-merge being its reference.
 */
export const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [{ inset: inset }],
    'inset-x': [{ 'inset-x': inset }],
    'inset-y': [{ 'inset-y': inset }],
    top: [{ top: inset }],
    right: [{ right: inset }],
    bottom: [{ bottom: inset }],
    left: [{ left: inset }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', ...arbitrary] }],
    grow: [{ grow: ['', isNumber, ...arbitrary] }],
    shrink: [{ shrink: ['', isNumber, ...arbitrary] }],
    basis: [{ basis: sizing }],
    gap: [{ gap: spacing }],
    'gap-x': [{ 'gap-x': spacing }],
    'gap-y': [{ 'gap-y': spacing }],
    'justify-content': [{ justify: [...align, 'normal'] }],
    'justify-items': [{ 'justify-items': align }],
    'justify-self': [{ 'justify-self': ['auto', ...align] }],
    'align-items': [{ items: align }],
    'align-self': [{ self: ['auto', ...align] }],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    m: [{ m: ['auto', ...spacing] }],
    mx: [{ mx: ['auto', ...spacing] }],
    my: [{ my: ['auto', ...spacing] }],
    mt: [{ mt: ['auto', ...spacing] }],
    mr: [{ mr: ['auto', ...spacing] }],
    mb: [{ mb: ['auto', ...spacing] }],
    ml: [{ ml: ['auto', ...spacing] }],
    size: [{ size: sizing }],
    w: [{ w: sizing }],
    'min-w': [{ 'min-w': sizing }],
    'max-w': [{ 'max-w': maxWidth }],
    h: [{ h: sizing }],
    'min-h': [{ 'min-h': sizing }],
    'max-h': [{ 'max-h': sizing }],
    'font-size': [{ text: ['base', isTshirtSize, isArbitraryLength] }],
    'font-weight': [{ font: ['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] }],
    'font-family': [{ font: ['sans', 'serif', 'mono'] }],
    leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    'text-color': [{ text: [isAny] }],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    'bg-color': [{ bg: [isAny] }],
    rounded: [{ rounded: radius }],
    'rounded-t': [{ 'rounded-t': radius }],
    'rounded-r': [{ 'rounded-r': radius }],
    'rounded-b': [{ 'rounded-b': radius }],
    'rounded-l': [{ 'rounded-l': radius }],
    'border-w': [{ border: borderWidth }],
    'border-w-x': [{ 'border-x': borderWidth }],
    'border-w-y': [{ 'border-y': borderWidth }],
    'border-w-t': [{ 'border-t': borderWidth }],
    'border-w-r': [{ 'border-r': borderWidth }],
    'border-w-b': [{ 'border-b': borderWidth }],
    'border-w-l': [{ 'border-l': borderWidth }],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-color': [{ border: [isAny] }],
    'border-color-x': [{ 'border-x': [isAny] }],
    'border-color-y': [{ 'border-y': [isAny] }],
    'border-color-t': [{ 'border-t': [isAny] }],
    'border-color-r': [{ 'border-r': [isAny] }],
    'border-color-b': [{ 'border-b': [isAny] }],
    'border-color-l': [{ 'border-l': [isAny] }],
    shadow: [{ shadow: ['', 'none', isTshirtSize, ...arbitrary] }],
    'translate-x': [{ 'translate-x': inset }],
    'translate-y': [{ 'translate-y': inset }],
  },
  conflictingClassGroups: {
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'grow', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
    'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
    'border-w-x': ['border-w-r', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
    'border-color': [
      'border-color-x',
      'border-color-y',
      'border-color-t',
      'border-color-r',
      'border-color-b',
      'border-color-l',
    ],
    'border-color-x': ['border-color-r', 'border-color-l'],
    'border-color-y': ['border-color-t', 'border-color-b'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [],
}));

/** The classes, later ones winning over earlier ones that set the same property (a component's className over its own). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
