/**
 * English UI strings. English is the reference
 * language: every key lives here, and es/fr may only translate these keys.
 * Placeholders are written in {braces} and must be kept identical in translations.
 */
export const en = {
  // Header navigation
  "nav.home": "Home",
  "nav.product": "Product",
  "nav.solutions": "Solutions",
  "nav.industry": "Industry",
  "nav.services": "Services",
  "nav.company": "Company",
  "nav.contact": "Contact",
  "nav.aboutUs": "About Us",
  "nav.careers": "Careers",
  "nav.blog": "Blog",
  "nav.caseStudies": "Case Studies",
  "nav.partners": "Partners",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "nav.main": "Main",
  "nav.mobile": "Site menu",
  "nav.skipToContent": "Skip to main content",

  // Footer
  "footer.company": "Company",
  "footer.resources": "Resources",
  "footer.getInTouch": "Get in Touch",
  "footer.rights": "All rights reserved.",
  "footer.nav": "Footer",

  // Contact page
  "contact.title": "Get in Touch",
  "contact.subtitle":
    "Have a question about our AI products or managed services? Send us a message or book a time to talk with our team in Kuala Lumpur.",
  "contact.infoTitle": "Contact Information",
  "contact.emailLabel": "Email",
  "contact.phoneLabel": "Phone",
  "contact.addressLabel": "Office",
  "contact.hoursTitle": "Office Hours",

  // Contact and appointment forms
  "form.messageTitle": "Send a Message",
  "form.appointmentTitle": "Book an Appointment",
  "form.fullName": "Full Name",
  "form.email": "Email Address",
  "form.subject": "Subject",
  "form.message": "Message",
  "form.sendMessage": "Send Message",
  "form.preferredDate": "Preferred Date",
  "form.preferredTime": "Preferred Time Slot",
  "form.requestAppointment": "Request Appointment",
  "form.fullNamePlaceholder": "Your full name",
  "form.emailPlaceholder": "you@company.com",
  "form.subjectPlaceholder": "How can we help?",
  "form.messagePlaceholder": "Tell us about your project...",
  "form.pickDate": "Pick a date",
  "form.noDate": "No date selected",
  "form.tooLong": "{field} is too long: {count} of {max} characters. Please shorten it.",
  "form.dateInvalid": "Date input not valid.",
  "form.typeDate": "Or type a date (YYYY-MM-DD)",
  "form.weekendNote": "Our office is closed at weekends, so Saturdays and Sundays cannot be booked.",
  "form.dateWeekend": "Our office is closed at weekends. Please choose a weekday.",
  "form.datePast": "That day has passed. Please choose today or a later weekday.",
  "form.linkUsage": "{percent}% of what an email link can carry",
  "form.linkNearlyFull": "Nearly full. Letters outside A–Z and emoji take more room in an email link.",
  "form.linkOver":
    "Too long for an email link. When you send, we copy the whole message and open your email with the subject filled in, so you can paste it.",
  "form.noScriptTitle": "Writing without JavaScript?",
  "form.noScriptMessage":
    "This form needs JavaScript to fill in your email. Instead, write to {email}, or start from this prepared email:",
  "form.noScriptMessageLink": "Write a message in your email app",
  "form.noScriptAppointment":
    "This form needs JavaScript to fill in your email. Instead, write to {email}, or start from this prepared request and add your name, a weekday and a time slot:",
  "form.noScriptAppointmentLink": "Request an appointment in your email app",

  // Notices (toasts)
  "toast.incompleteFormTitle": "Incomplete Form",
  "toast.incompleteFormDescription": "Please fill out all fields to send a message.",
  "toast.messageSentTitle": "Message Sent!",
  "toast.messageSentDescription": "Your email client should open. Please send the pre-filled email. We'll get back to you soon.",
  "toast.incompleteAppointmentTitle": "Incomplete Appointment Details",
  "toast.incompleteAppointmentDescription": "Please select a date, time, and fill in your name and email.",
  "toast.appointmentRequestedTitle": "Appointment Requested!",
  "toast.appointmentRequestedDescription":
    "Your email client should open. Please send the pre-filled email. We'll confirm shortly.",
  "toast.storageFailed": "Your browser did not let us keep a copy on this device, but your email is ready to send.",
  "toast.copyMessage": "Copy message",
  "toast.copied": "Copied to clipboard",
  "toast.messageCopiedTitle": "Message Copied",
  "toast.messageCopiedDescription":
    "Your message was too long for an email link, so it is on your clipboard. Your email client should open with the subject filled in: paste the message into the body and send it.",
  "toast.copyFailedTitle": "Could Not Copy Your Message",
  "toast.copyFailedDescription":
    "Your message is too long for an email link and your browser did not let us copy it. It is still in the form: select it, copy it and email it to {email}.",
  "toast.close": "Close notice",
  "toast.label": "Notice",
  "toast.region": "Notifications ({hotkey})",
  "toast.notImplementedTitle": "Coming Soon",
  "toast.notImplementedDescription": "This feature is not implemented yet.",
  "toast.tooLongTitle": "Message Too Long",
  "toast.emailInitiatedTitle": "Email Initiated for {program}",
  "toast.emailInitiatedDescription":
    "Your email client should open. If it doesn't, please email the partnership team at {email}.",

  // Site language picker
  langToastTitle: "Language Preference Updated",
  langToastDescription:
    "Translating the site into {languageName} is a planned feature. The content stays in English for now, and your preference is saved.",
  langToastDescriptionNotSaved:
    "Translating the site into {languageName} is a planned feature. The content stays in English for now. Your browser did not let us save this preference, so it will be forgotten when you leave.",
  "language.button": "Change language",
  "language.listLabel": "Site language",

  // Chat assistant
  "chat.open": "Open chat assistant",
  "chat.close": "Close chat",
  "widgets.region": "Assistants and language",
  "framework.failed": "Some interactive parts of this page could not load; its text and links work.",
  "framework.reload": "Reload the page",
  "chat.title": "AI Assistant",
  "chat.placeholder": "Type your message...",
  "chat.send": "Send message",
  "chat.voiceInput": "Voice input",
  "chat.gptToggle": "Toggle GPT mode",
  "chat.language": "Assistant language",
  "chat.languageSwitchedTitle": "Language Switched",
  "chat.languageSwitchedDescription": "The assistant will now respond in {language}. (Predefined responses only.)",
  "chat.voiceTitle": "Voice Input (Conceptual)",
  "chat.voiceDescription": "Full voice input isn't implemented yet.",
  "chat.gptOnTitle": "GPT Mode Activated",
  "chat.gptOnDescription":
    "Conceptual GPT mode is on. Direct integration with an external model is not live; answers stay predefined.",
  "chat.gptOffTitle": "GPT Mode Deactivated",
  "chat.gptOffDescription": "The assistant is back to its standard predefined answers.",
  "chat.messages": "Conversation",

  // Floating video and voice bots
  "bots.videoOpen": "Open Video Bot",
  "bots.voiceOpen": "Open Voice Bot",
  "bots.videoTitle": "Video Bot (Conceptual)",
  "bots.voiceTitle": "Voice Bot (Conceptual)",
  "bots.videoDescription": "A text-only simulation of our video assistant.",
  "bots.voiceDescription": "A text-only simulation of our voice assistant.",
  "bots.placeholder": "Type a message...",
  "bots.send": "Send",
  "bots.close": "Close",
  "bots.speaking": "Speaking",
  "bots.videoEnabledTitle": "Conceptual Video Bot Enabled",
  "bots.videoEnabledDescription": "This is a simulation; full real-time features are under development.",

  // Not-found page
  "notFound.code": "404",
  "notFound.title": "Oops! Page Not Found.",
  "notFound.text": "The page you are looking for may have moved, or the URL may have been mistyped.",
  "notFound.home": "Go Back to Homepage",
  "partners.title": "Grow With Our Partner Programs",
  "partners.subtitle":
    "Join the resellers, integrators and service partners who bring practical AI to businesses across South-East Asia with us.",
  "partners.learnMore": "Learn More",
  "form.mailTooLong":
    "This message is too long for an email link ({count} of {max} characters once encoded). Please shorten it and try again.",
  "form.characterCount": "{count} of {max} characters",
} as const;

export type TranslationKey = keyof typeof en;
