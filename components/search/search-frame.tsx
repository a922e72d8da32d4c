import type { ChangeEvent, FormHTMLAttributes, KeyboardEvent, Ref } from "react";

import type { SearchLabels } from "@/content/types";
import { CloseIcon, EnterIcon, SearchIcon } from "@/components/widgets/overlay-icons";

import { SEARCH_DIALOG_ID, SEARCH_FIELD_ID, SEARCH_RESULTS_ID, SEARCH_TITLE_ID } from "./search-ids";

// The parts of the search dialog that its first screen (a server component) and its live panel share.

/** The dialog's title and its close button. The title is not a heading: the dialog sits in every page's banner. */
export function SearchDialogHead({ labels }: { labels: Pick<SearchLabels, "title" | "close"> }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <p id={SEARCH_TITLE_ID} className="text-lg font-bold text-ink">
        {labels.title}
      </p>
      <button
        type="button"
        commandfor={SEARCH_DIALOG_ID}
        command="close"
        aria-label={labels.close}
        className="rounded-full p-1.5 text-ink-muted hover:bg-slate-100"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}

export interface SearchFieldProps {
  labels: Pick<SearchLabels, "field" | "placeholder" | "submit" | "keys">;
  /** Left out in the first screen: the field is then the browser's own and keeps what is typed before the code runs. */
  value?: string;
  onValueChange?: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onSubmit?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  formProps?: Pick<FormHTMLAttributes<HTMLFormElement>, "action" | "method"> & { "data-hold-press"?: "" };
}

/**
 * The search field. A text field with the searchbox role, not `type=search`: there Escape would clear what
 * was typed instead of closing the dialog. Focused as the dialog opens (its `autofocus`).
 */
export function SearchField({ labels, value, onValueChange, onKeyDown, onSubmit, inputRef, formProps }: SearchFieldProps) {
  return (
    <>
      <form
        role="search"
        {...formProps}
        onSubmit={
          onSubmit
            ? (e) => {
                e.preventDefault();
                onSubmit();
              }
            : undefined
        }
        className="relative mt-3"
      >
        <label htmlFor={SEARCH_FIELD_ID} className="sr-only">
          {labels.field}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          ref={inputRef}
          id={SEARCH_FIELD_ID}
          name="q"
          type="text"
          role="searchbox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          autoFocus
          {...(onValueChange
            ? { value: value ?? "", onChange: (e: ChangeEvent<HTMLInputElement>) => onValueChange(e.target.value) }
            : {})}
          onKeyDown={onKeyDown}
          placeholder={labels.placeholder}
          aria-describedby="site-search-keys"
          // The results list is the live panel's: the first screen has none to name.
          aria-controls={onValueChange ? SEARCH_RESULTS_ID : undefined}
          className="w-full rounded-2xl border border-slate-300 py-3 pr-12 pl-10 text-base text-ink focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        />
        <button
          type="submit"
          aria-label={labels.submit}
          className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-xl text-ink-muted hover:bg-brand-50 hover:text-ink"
        >
          <EnterIcon className="size-5" />
        </button>
      </form>
      <p id="site-search-keys" className="mt-2 hidden text-xs text-ink-muted sm:block">
        {labels.keys}
      </p>
    </>
  );
}
