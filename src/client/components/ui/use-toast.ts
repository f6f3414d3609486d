import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT } from '@/shared/constants/limits';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** An optional action button (label and handler). */
  action?: { label: string; onClick: () => void };
}
export interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

/** One toast at a time (spec 01 §4): a new one replaces the one on screen. */
let toasts: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts.map((t) => ({ ...t, open: false }))].slice(0, TOAST_LIMIT + 1);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // Keep it mounted for the closing animation, then drop it.
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id || t.open);
    emit();
  }, 300);
}

const NO_TOASTS: ToastEntry[] = [];

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    // A page rendered on the server shows no toast (and shares no list between its visitors).
    () => NO_TOASTS,
  );
}
