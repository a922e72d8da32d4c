/** How long the receiver keeps a submission unless FORMS_RETENTION_DAYS says otherwise; the privacy line states it. */
export const DEFAULT_RETENTION_DAYS = 180;
