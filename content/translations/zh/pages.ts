import type { LocaleContent } from "@/content/units";

/** zh: pages. */
export const pages = {
  home: {
    source: "e52548ef7212",
    text: {
      title: "Nusantara AI：吉隆坡AI机器人、企业应用与托管通信服务",
      heading: "以智能AI重塑您的世界",
      description:
        "语音、聊天和视频机器人，AI驱动的联络中心，自研大语言模型，以及保障其稳定运行的托管服务——在吉隆坡打造，服务东南亚各地企业。",
      summary: "来自吉隆坡的AI机器人、企业应用与托管通信服务",
      cardTitle: "以智能AI重塑您的世界",
      crumb: "首页",
    },
  },
  products: {
    source: "c7b972fe1b64",
    text: {
      title: "AI产品",
      heading: "AI驱动的全系列产品",
      description: "语音、聊天和视频机器人，联络中心与云电话，自研大语言模型，以及全套AI企业应用，均在吉隆坡研发并提供支持。",
      summary: "42款产品，覆盖语音、聊天、视频与企业运营",
      cardTitle: "AI驱动的全系列产品",
      crumb: "产品",
    },
  },
  solutions: {
    source: "62cdfc576a5d",
    text: {
      title: "解决方案",
      heading: "覆盖AI转型每个阶段的解决方案",
      description: "六大解决方案系列，从CRM、联络中心到机器学习、云迁移和金融科技，均依托我们自有的AI产品和托管服务交付。",
      summary: "六大解决方案系列，覆盖AI转型的每个阶段",
      crumb: "解决方案",
    },
  },
  industries: {
    source: "91b9a41c6e5f",
    text: {
      title: "我们服务的行业",
      heading: "行业AI解决方案",
      description: "中小企业、大型企业、服务提供商和政府机构采购AI的方式各不相同。了解我们为每类客户量身打造的应用场景和产品。",
      summary: "中小企业、大型企业、服务提供商与政府",
      cardTitle: "行业AI解决方案",
      crumb: "行业",
    },
  },
  services: {
    source: "02c1cbe7c7b5",
    text: {
      title: "托管服务仪表板",
      heading: "服务仪表板",
      description: "协作、联络中心、网络、语音、云、存储和安全托管服务，由我们位于吉隆坡的运维团队全天候运营。",
      summary: "协作、联络中心、网络、语音、云、存储与安全",
      cardTitle: "托管服务",
      crumb: "服务",
    },
  },
  contact: {
    source: "788b6ad345de",
    text: {
      title: "联系我们",
      heading: "联系我们",
      description:
        "对我们的AI产品或托管服务有疑问？欢迎给我们留言，或预约时间与我们的吉隆坡团队洽谈。办公时间：周一至周五，上午9点至下午6点。",
      lead: "对我们的AI产品或托管服务有疑问？欢迎给我们留言，或预约时间与我们的吉隆坡团队洽谈。",
      summary: "给我们的吉隆坡团队留言，或预约时间洽谈",
      crumb: "联系我们",
    },
  },
  about: {
    source: "f1bffce084e6",
    text: {
      title: "关于我们",
      heading: "关于Nusantara AI",
      description:
        "我们打造实用的AI产品，从对话机器人到自研大语言模型，并以托管服务和本地专业经验交付，让技术转化为持久的业务成果。",
      lead: "自2019年起，我们专为东南亚的语言、口音和行业打造AI。在这里，您可以认识Nusantara AI背后的团队，了解我们的发展历程和产品。",
      summary:
        "Nusantara AI专注于智能自动化与AI解决方案，帮助马来西亚及东南亚各地企业更快地服务客户、更精简地运营，并满怀信心地发展壮大。",
      cardTitle: "关于Nusantara AI",
      crumb: "关于我们",
    },
  },
  careers: {
    source: "fb9b6c0b9891",
    text: {
      title: "加入我们",
      heading: "与我们共创AI未来",
      description:
        "加入我们的团队，打造东南亚各地人们每天都在使用的AI。在Nusantara AI，您将为真实客户开发真实产品——从接听数百万通来电的语音机器人，到真正理解本地区的语言模型——与一群用心把事情做好的同事并肩工作。",
      summary: "与我们共创AI未来",
      crumb: "加入我们",
    },
  },
  blog: {
    source: "cc01e8c54672",
    text: {
      title: "博客",
      heading: "AI与客户体验洞察",
      description: "我们的工程师和顾问撰写的实用文章，涵盖聊天机器人、语音机器人、大语言模型、CRM和视频联络中心。",
      summary: "AI与客户体验洞察",
      crumb: "博客",
    },
  },
  caseStudies: {
    source: "4c242a410ba7",
    text: {
      title: "客户案例",
      heading: "客户成功故事",
      description: "看东南亚各地的零售商、电信运营商、银行、航空公司、制造商和公共机构如何运用我们的AI，又带来了哪些改变。",
      summary: "来自东南亚各地的客户成功故事",
      crumb: "客户案例",
    },
  },
  partners: {
    source: "aa733c852dde",
    text: {
      title: "合作伙伴计划",
      heading: "加入合作伙伴计划，与我们共同成长",
      description: "加入我们的经销商、集成商和服务合作伙伴行列，携手将实用的AI带给东南亚各地的企业。",
      summary: "与我们的合作伙伴生态共同成长",
      crumb: "合作伙伴",
    },
  },
  siteMap: {
    source: "bb422987ea0e",
    text: {
      title: "网站地图",
      heading: "网站地图",
      description: "按类别列出本站所有页面：产品、解决方案、行业、服务、客户案例和文章。",
      summary: "按类别列出本站所有页面",
      crumb: "网站地图",
    },
  },
  sent: {
    source: "285d745b3c3e",
    text: {
      title: "留言已收到",
      heading: "感谢您，我们已收到",
      description: "您的留言或预约申请已送达我们的吉隆坡团队。我们将通过电子邮件回复留言并确认预约。",
      back: "返回联系页面",
    },
  },
  "not-sent": {
    source: "cac418fa5618",
    text: {
      title: "留言未发送",
      heading: "您的留言未能发送",
      description:
        "我们的消息服务无法接收表单提交的内容，或暂时无法连接。所有内容均未保存。请返回上一页，对照以下规则检查表单后重新发送，或通过电子邮件联系我们。",
      rulesTitle: "表单填写规则",
      rules: [
        "所有字段均为必填：您的姓名、电子邮件地址，以及主题和留言内容，或日期和时段。",
        "电子邮件地址格式应为name@example.com。",
        "姓名不超过100个字符，主题不超过150个字符，留言不超过1万个字符。",
        "预约仅限工作日（周一至周五），日期须为今天或之后，并须从提供的时段中选择。",
        "同一网络连接在10分钟内发送过多消息，将被暂时拒绝。",
      ],
      mailTitle: "或通过电子邮件发送",
      messageLink: "在电子邮件应用中撰写留言",
      appointmentLink: "在电子邮件应用中申请预约",
      back: "返回表单",
    },
  },
} satisfies NonNullable<LocaleContent["pages"]>;
