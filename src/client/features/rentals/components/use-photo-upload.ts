import { useState } from 'react';
import { uploadRentalPhotos } from '@/client/features/rentals/api/upload-rental-photo';

/** The picked photos of a form and their upload when it is sent (one after another), with whether it is under way. */
export function usePhotoUpload() {
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const upload = async () => {
    setUploading(true);
    try {
      return await uploadRentalPhotos(files);
    } finally {
      setUploading(false);
    }
  };
  return { files, setFiles, uploading, upload };
}
