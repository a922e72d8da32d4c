import type { ComponentProps } from "react";

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
