import type { FieldBinding } from './form-fields';

// Kept apart from form-fields.tsx, whose plain fields are in listing pages' first load (the lead form's
// placeholder): only the sign-up form needs radio buttons.

/** One choice of a few (radio buttons in a fieldset); react-hook-form's one binding serves every option. */
export function RadioGroupField({ id, legend, error, binding, options }: { id: string; legend: string; error?: string; binding: FieldBinding; options: readonly { value: string; label: string }[] }) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={option.value} className="h-4 w-4 accent-primary" {...binding} />
            {option.label}
          </label>
        ))}
      </div>
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">{error}</p>
    </fieldset>
  );
}
