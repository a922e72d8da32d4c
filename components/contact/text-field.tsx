import type { ComponentProps, ReactNode } from "react";

import type { ClientT } from "@/lib/i18n/client";

import { fieldClass, labelClass } from "./field-styles";

type TextFieldProps = Omit<ComponentProps<"input">, "className"> & { id: string; label: string };

export function TextField({ id, label, ...input }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} {...input} className={fieldClass} />
    </div>
  );
}

// Each is also its autocomplete token.
const IDENTITY = [
  { name: "name", type: "text", label: "form.fullName", placeholder: "form.fullNamePlaceholder" },
  { name: "email", type: "email", label: "form.email", placeholder: "form.emailPlaceholder" },
] as const;

/** The visitor's name and e-mail address, asked the same way by both forms (ids `<form>-name`, `<form>-email`). */
export function NameAndEmailFields({ form, t }: { form: string; t: ClientT }) {
  return IDENTITY.map((field) => (
    <TextField
      key={field.name}
      id={`${form}-${field.name}`}
      label={t(field.label)}
      name={field.name}
      type={field.type}
      autoComplete={field.name}
      required
      placeholder={t(field.placeholder)}
    />
  ));
}

/** The two fields' ids and labels, as the failure report names them. */
export function identityFieldLabels(form: string, t: ClientT) {
  return Object.fromEntries(IDENTITY.map((field) => [field.name, { id: `${form}-${field.name}`, label: t(field.label) }]));
}

/** A form's send button: a pill with its icon, in the brand or the accent colour. */
export function SubmitButton({ tone, children }: { tone: "brand" | "accent"; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={`inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold text-white ${tone === "brand" ? "bg-brand-700 hover:bg-brand-800" : "bg-accent-700 hover:bg-accent-600"}`}
    >
      {children}
    </button>
  );
}
