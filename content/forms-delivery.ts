// What the forms say when they send to the message service (NEXT_PUBLIC_FORMS_ENDPOINT). Kept apart from
// the UI dictionary, which every page loads, so only the form's own chunk carries these strings.

export const deliveryText = {
  messageReceived: "We received your message. Your reference is {reference}. We'll get back to you soon.",
  appointmentReceived: "We received your request. Your reference is {reference}. We'll confirm shortly.",
  notSentTitle: "Not sent yet",
  keptText: "Everything you wrote is still in the form.",
  offline: "We could not reach our message service. Please check your connection.",
  timeout: "Our message service did not answer in time.",
  server: "Our message service had a problem.",
  rateLimited: "Too many messages came from your connection. Please wait {wait} and try again.",
  forbidden: "This page may not send to our message service.",
  tooLarge: "The message is too large to send this way.",
  refused: "Our message service could not accept it. Please correct:",
  tryAgain: "Try again",
  sendByEmail: "Send by email instead",
  sending: "Sending…",
  minutes: "{count} minutes",
  oneMinute: "a minute",
  seconds: "{count} seconds",
  fieldProblems: {
    required: "is empty",
    "too-long": "is too long",
    invalid: "is not valid",
    past: "has passed; choose today or a later weekday",
    weekend: "falls on a weekend; choose a weekday",
    unknown: "is not part of this form",
  },
} as const;

/** The same texts in any language (a page hands its own to the forms). */
export type DeliveryText = {
  [K in keyof typeof deliveryText]: (typeof deliveryText)[K] extends string
    ? string
    : Record<keyof (typeof deliveryText)["fieldProblems"], string>;
};

export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
