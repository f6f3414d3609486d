/** Registration phone prefixes (spec 01 §5); the form's default value is '+48 '. */
export const REGISTER_PHONE_PREFIXES = ['+48', '+49', '+33', '+44', '+1', '+39', '+34', '+31', '+41', '+43'] as const;
export const DEFAULT_COUNTRY_CODE = '+48';
export const DEFAULT_PHONE_PREFIX_VALUE = '+48 ';
