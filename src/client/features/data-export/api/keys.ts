/** The signed-in user's data export: its state (the profile's card). */
export const dataExportKeys = {
  all: ['data-export'] as const,
  state: (userId: number) => [...dataExportKeys.all, 'state', userId] as const,
};
