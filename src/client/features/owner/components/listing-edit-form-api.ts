import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { UpdateItemInput } from '../api/update-item';
import { listingEditSchema, type ListingEditValues } from './listing-edit-values';

export type ListingEditForm = UseFormReturn<ListingEditValues, unknown, UpdateItemInput>;

/** The schema's messages are keys of the shared dictionary ('validation.allFieldsRequired', ...). */
export const listingEditResolver = zodResolver(listingEditSchema) as unknown as Resolver<ListingEditValues, unknown, UpdateItemInput>;
