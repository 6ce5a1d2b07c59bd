'use client';

import clsx from 'clsx';
import { useId, useState, type ReactNode } from 'react';

/** A drop zone with a file button inside: drag files onto it (desktop) or choose them (any device). */
export function FileDrop({ accept, multiple = true, busy, label, onFiles, children }: {
  accept: string;
  multiple?: boolean;
  busy: boolean;
  label: string;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length > 0 && !busy) onFiles(files);
  };
  return (
    <div
      onDragOver={(e) => { e.preventDefault(); setOver(true); }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => { e.preventDefault(); setOver(false); take(e.dataTransfer.files); }}
      className={clsx('rounded-lg border-2 border-dashed p-6 text-center', over ? 'border-primary bg-surface' : 'border-line')}
    >
      {children}
      <label htmlFor={id} className="mt-2 inline-block cursor-pointer rounded bg-primary px-4 py-2 font-semibold text-primary-text focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary">
        {label}
        <input id={id} type="file" accept={accept} multiple={multiple} disabled={busy} className="sr-only" onChange={(e) => { take(e.target.files); e.target.value = ''; }} />
      </label>
    </div>
  );
}
