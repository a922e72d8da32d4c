import type { ChatProductAnswers } from "@/content/types";

export const chatAnswersZh: ChatProductAnswers = {};
