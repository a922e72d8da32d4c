import type { LocaleContent } from "@/content/units";

/** zh: delivery. */
export const delivery = {
  text: {
    source: "63f10e41e1b2",
    text: {
      messageReceived: "我们已收到您的留言，参考编号为{reference}。我们会尽快回复您。",
      appointmentReceived: "我们已收到您的预约申请，参考编号为{reference}。我们会尽快与您确认。",
      notSentTitle: "尚未发送",
      keptText: "您填写的内容仍保留在表单中。",
      offline: "无法连接我们的消息服务，请检查您的网络连接。",
      timeout: "我们的消息服务未能及时响应。",
      server: "我们的消息服务出现故障。",
      rateLimited: "您的网络连接发送的消息过多，请等待{wait}后重试。",
      forbidden: "此页面无权向我们的消息服务发送内容。",
      tooLarge: "消息内容过大，无法通过此方式发送。",
      refused: "我们的消息服务无法接收此内容，请修改以下各项：",
      tryAgain: "重试",
      sendByEmail: "改用电子邮件发送",
      sending: "正在发送……",
      minutes: "{count}分钟",
      oneMinute: "1分钟",
      seconds: "{count}秒",
      fieldProblems: {
        required: "未填写",
        "too-long": "内容过长",
        invalid: "格式无效",
        past: "已过期，请选择今天或之后的工作日",
        weekend: "是周末，请选择工作日",
        unknown: "不属于此表单",
      },
    },
  },
} satisfies NonNullable<LocaleContent["delivery"]>;
