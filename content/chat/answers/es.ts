import type { ChatProductAnswers } from "@/content/types";

export const chatAnswersEs: ChatProductAnswers = {};
