import { FormAlert, SubmitButton } from '@/components/ui/form-fields';
import type { FormSubmission } from '@/lib/ui';

interface Props {
  submission: FormSubmission;
  labels: { save: string; saving: string; saved: string };
}

/** The foot of a long form: the server's refusal or "saved", and the save button. */
export function SaveBar({ submission, labels }: Props) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <FormAlert message={submission.message} />
        <p role="status" className="text-sm font-semibold">{submission.sent && submission.success ? labels.saved : null}</p>
      </div>
      <div className="sm:w-56">
        <SubmitButton busy={submission.submitting}>{submission.submitting ? labels.saving : labels.save}</SubmitButton>
      </div>
    </div>
  );
}
