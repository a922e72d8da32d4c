"use client";

// Loaded by each form only when NEXT_PUBLIC_FORMS_ENDPOINT is set; the sending code loads on the first submit.
import { useSyncExternalStore } from "react";

import type { FormKind } from "@/lib/form-contract";
import type { DeliveryText } from "@/content/forms-delivery";

import { DeliveryFailure } from "./delivery-failure";
import { failureOf, subscribeFailures } from "./delivery-store";

export interface DeliverySlotProps {
  kind: FormKind;
  fields: Record<string, { id?: string; label: string }>;
  text: DeliveryText;
}

export function DeliverySlot({ kind, fields, text }: DeliverySlotProps) {
  const failed = useSyncExternalStore(
    subscribeFailures,
    () => failureOf(kind),
    () => null,
  );
  if (!failed) return null;
  return <DeliveryFailure id={`${kind}-delivery-failure`} failure={failed.result} fields={fields} text={text} />;
}
