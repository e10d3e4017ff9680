import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { LIMITS } from '@kuza/common';

// A tiny global store so any module (forms, Apollo links) can raise a toast without prop drilling.
export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactElement;
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  // Spec §9: a dismissed toast stays mounted (closed) for removeDelayMs before it is removed.
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((item) => item.id !== id));
  }, LIMITS.toast.removeDelayMs);
  removalTimers.set(id, timer);
}

export function dismissToast(id?: string): void {
  toasts.forEach((item) => (id === undefined || item.id === id) && scheduleRemoval(item.id));
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast. Spec §9: one at a time, so a new toast replaces the current one. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...options, id, open: true }, ...toasts].slice(0, LIMITS.toast.limit));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => emit(toasts.map((item) => (item.id === id ? { ...item, ...next } : item))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function useToast() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}
