import type { LocaleContent } from "@/lib/content/units";

/** zh: productDefaults. */
export const productDefaults = {
  overview: {
    source: "52afd269a6e0",
    text: [
      "本产品是Nusantara AI一体化AI与通信解决方案组合的组成部分，专为马来西亚及东南亚的机构打造。它旨在省去日常流程中的手工操作，让团队在需要时获得准确的信息，并为客户、员工和合作伙伴带来响应更迅速的体验。",
      "每一款解决方案都以安全、云就绪的平台形式交付，可与您现有的系统相连接，从CRM、ERP到消息渠道和电话系统。大多数调整通过配置而非定制代码完成，业务团队可随需求变化灵活调整工作流，内置的数据分析则让您清楚看到产品对照目标的实际表现。",
      "我们的顾问从需求调研、部署到上线之后全程与您协作，在项目启动时约定成功指标，并在上线后进行复盘。吉隆坡本地支持、马来西亚境内数据托管以及按规模量身定制的价格，让中小企业和大型企业都能放心采用AI，许多客户在3至6个月内即可看到回报。",
    ],
  },
  useCases: {
    source: "542c7d5176cc",
    text: [
      {
        title: "客户服务自动化",
        description: "在数字和语音渠道即时解决常规客户请求，让员工专注于复杂个案。",
      },
      {
        title: "流程数字化",
        description: "以结构化的数字工作流取代纸质表格、电子表格和邮件审批，更快捷，也更便于审计。",
      },
      {
        title: "数据驱动决策",
        description: "将运营数据转化为实时仪表板和报告，让管理者依据事实而非假设采取行动。",
      },
      {
        title: "提升员工效率",
        description: "为团队提供自助服务工具和AI辅助，减少查找信息和重复手工操作所花的时间。",
      },
      {
        title: "多分支机构协同",
        description: "通过一个中央平台，统一各分支机构、区域和子公司的流程并共享信息。",
      },
      {
        title: "合规与安全",
        description: "实施基于角色的访问控制、审计记录和数据保护措施，帮助您满足PDPA及各行业专门法规的要求。",
      },
      {
        title: "系统集成",
        description: "通过API与现有的CRM、ERP、财务和通信系统对接，杜绝重复录入数据。",
      },
      {
        title: "随业务灵活扩展",
        description: "先从重点场景部署起步，再随业务增长增加用户、地点和功能，无需更换平台。",
      },
    ],
  },
} satisfies NonNullable<LocaleContent["productDefaults"]>;
