/** The id of the write-review panel: the login prompt and the form's answer lead back to it. */
export const REVIEW_FORM_ANCHOR = 'write-review';
