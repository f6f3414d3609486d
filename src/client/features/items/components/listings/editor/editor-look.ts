/**
 * The listing editor is one form for creation (spec 01 §5, /rent-out) and edit (spec 02 §5, /manage-listing/{id});
 * the two screens word and lay out some fields differently (the spec's texts, the field ids the pages always had).
 * Everything that differs between them is here.
 */
export type EditorMode = 'create' | 'edit';

export interface EditorLook {
  mode: EditorMode;
  /** The id of a field or section: listing-name on the create screen, edit-name on the edit screen. */
  id: (name: string) => string;
  /** The translation key of a label. */
  label: (name: EditorLabel) => string;
}

type EditorLabel =
  | 'name'
  | 'description'
  | 'pricePerDay'
  | 'value'
  | 'damageDeposit'
  | 'location'
  | 'district'
  | 'districtNone'
  | 'sections';

const LABELS: Record<EditorMode, Record<EditorLabel, string>> = {
  create: {
    name: 'listing.name',
    description: 'listing.description',
    pricePerDay: 'listing.pricePerDay',
    value: 'listing.value',
    damageDeposit: 'listing.damageDeposit',
    location: 'listing.city',
    district: 'listing.district',
    districtNone: 'listing.districtNone',
    sections: 'listing.sections',
  },
  edit: {
    name: 'owner.fields.name',
    description: 'owner.fields.description',
    pricePerDay: 'owner.fields.pricePerDay',
    value: 'owner.fields.value',
    damageDeposit: 'owner.fields.damageDeposit',
    location: 'owner.fields.location',
    district: 'owner.fields.district',
    districtNone: 'owner.fields.districtNone',
    sections: 'owner.manage.sections',
  },
};

export function editorLook(mode: EditorMode): EditorLook {
  const prefix = mode === 'create' ? 'listing' : 'edit';
  return { mode, id: (name) => `${prefix}-${name}`, label: (name) => LABELS[mode][name] };
}
