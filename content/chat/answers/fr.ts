import type { ChatProductAnswers } from "@/content/types";

export const chatAnswersFr: ChatProductAnswers = {};
