/**
 * 中文：助手介绍每款产品时的回答，专为聊天而写（参见en.ts）。每款产品一段完整的简介（不超过75个字符）和前两个应用场景的
 * 说明（每条不超过25个字符），显示在该场景标题之后：“• 预约排期：来电即可预约、改期或取消”。用语以词汇表
 * （content/translations/zh/glossary.ts）为准：坐席、托管服务、本地部署，全角标点。
 */
import type { ChatProductAnswerTranslations } from "@/content/types";

export const chatAnswersZh: ChatProductAnswerTranslations = {
  "voice-bot": {
    source: "c7349e9041a6",
    summary: "语音机器人在铃响第一声即接听来电，用马来语、英语或华语自然对话，常规业务无需排队即可办结。",
    useCases: ["核验来电者身份、播报余额、挂失银行卡", "来电即可预约、改期或取消"],
  },
  "chat-bot": {
    source: "fe75fc9e54a8",
    summary: "聊天机器人在您的网站、WhatsApp和Messenger上，依据您审核过的知识库，用客户的语言即时作答。",
    useCases: ["全天候解答尺码、物流与退换货问题", "筛选意向买家，直接预约看房或试驾"],
  },
  "video-bot": {
    source: "d24c2946b741",
    summary: "视频机器人为线上服务带来一张亲切的面孔：主动问候、倾听提问，并以语音和屏幕画面作答。",
    useCases: ["逐步引导证件拍摄与自拍核验", "边演示产品，边解答客户提问"],
  },
  "contact-center": {
    source: "b50c8ccc4b20",
    summary: "联络中心把电话、在线聊天、电子邮件、WhatsApp和社交媒体消息汇入同一队列，并由AI协助每位坐席。",
    useCases: ["在一个平台上提供语音与数字渠道服务", "合规外呼，配合话术引导"],
  },
  "cloud-telephony": {
    source: "95f53b4a34cf",
    summary: "云通信以全托管的云端电话系统取代机房里的老旧PBX：员工保留原有号码，可在任何设备上接听。",
    useCases: ["无需购置PBX，即有专业号码与自动总机", "各门店共用一套拨号方案，内部通话免费"],
  },
  "omni-channel-solutions": {
    source: "eeb351c93168",
    summary: "全渠道解决方案把社交媒体、WhatsApp、电话和网站串成一段连续的对话，坐席和机器人回复前都能看到全貌。",
    useCases: ["从社交广告到门店自提，回答始终一致", "在应用内发起争议，再通过电话继续处理"],
  },
  "large-language-model": {
    source: "7c437e00dea7",
    summary: "Nusantara LLM是我们自研的大语言模型，针对马来语、英语和中文商务文本调优，可部署在我们或您的云上。",
    useCases: ["依据内部文件作答，并注明出处", "起草信函、投标书和报告初稿"],
  },
  "itsm-app": {
    source: "d80b104f7a34",
    summary: "IT服务管理是符合ITIL的服务台，集中记录、跟踪和解决每一项事件、请求与变更，并由AI自动分派工单。",
    useCases: ["各分支机构共用一个IT门户，AI自动分派工单", "为每家客户单独设立服务台与SLA"],
  },
  "hrms-app": {
    source: "e96d5bd6654c",
    summary: "人力资源管理系统覆盖员工全周期，从招聘、发薪到绩效考核，并由AI全天候解答员工问题。",
    useCases: ["为集团内每家公司发薪并生成EA表格", "由AI筛选应聘者并安排面试"],
  },
  "fork-lift-app": {
    source: "1fe59120430c",
    summary: "叉车车队管理把每台叉车接入同一个仪表板，掌握使用、安全与保养情况，并用AI提前预测故障。",
    useCases: ["实时查看空闲叉车，灵活调配", "预警提前排除故障，保障船舶周转"],
  },
  "supply-chain-management-app": {
    source: "885f67df6175",
    summary: "供应链管理让您看清库存在哪里、运往何处、何时到达，并提供AI需求预测和中断预警。",
    useCases: ["节庆高峰前预测数千个SKU的需求", "关键零部件延误时提前预警"],
  },
  "procurement-application": {
    source: "642a4cc36810",
    summary: "采购管理应用覆盖从寻源到付款的完整流程，由AI发现降本机会、评估供应商风险并自动匹配发票。",
    useCases: ["引导员工使用核准目录，加快审批", "在线密封投标，每一步都可审计"],
  },
  "attendance-management-application": {
    source: "cf34088872db",
    summary: "考勤管理记录每位员工何时何地上班，支持人脸识别，并由AI发现排班缺口。",
    useCases: ["自动计算轮班、加班与津贴", "按预计客流为各门店排班"],
  },
  "visitor-management-application": {
    source: "0cfd032b6577",
    summary: "访客管理让每位访客几秒内完成登记：预先注册、证件扫描、打印访客证，并由AI比对黑名单。",
    useCases: ["预先注册、自助登记并按楼层开通电梯", "承包商进场前完成名单核查与安全培训"],
  },
  "inventory-app": {
    source: "33e323f2ddd3",
    summary: "库存管理实时掌握门店、仓库和配送车上的每件商品，并由AI给出补货建议，减少缺货与积压。",
    useCases: ["门店缺货时自动从其他门店调拨", "按序列号和库位快速找到备件"],
  },
  "csm-app": {
    source: "2666d70c0f5a",
    summary: "客户服务管理把每个个案汇入同一个工作台，由AI总结个案、推荐回复，并提前识别需要关注的客户。",
    useCases: ["按订阅等级设定SLA，及早预警流失", "投诉从首次联系跟踪到解决"],
  },
  "pos-application": {
    source: "664fc4920c10",
    summary: "POS收银系统让各门店数据同步，支持银行卡、DuitNow QR、电子钱包和现金，断网也能照常收银。",
    useCases: ["柜台和自助点单直达后厨屏幕", "多尺码多颜色，任一门店均可换货"],
  },
  "e-commerce-application": {
    source: "ad818a1840d2",
    summary: "电商平台让品牌拥有自己的网店，支持本地支付和电商平台同步，并提供AI商品推荐。",
    useCases: ["开设品牌网店，经营自己的客户", "线上下单、门店自提"],
  },
  "call-billing-application": {
    source: "8a087dbe295e",
    summary: "通话计费与账务按运营商资费为PBX、SIP中继和Teams的每通电话计费，并由AI识别话费欺诈。",
    useCases: ["每月按部门和项目分摊话费", "客房话费自动记入住客账单"],
  },
  "order-management-application": {
    source: "85e5b377f3d0",
    summary: "订单管理系统汇集所有渠道的订单，把每张订单分配给最合适的发货点，并承诺准确的送达日期。",
    useCases: ["订单分配给就近且有货的门店", "核查信用额度，按线路合并配送"],
  },
  "super-app": {
    source: "1ae715032589",
    summary: "超级应用把支付、预订、会员和合作伙伴服务整合进一个品牌应用，一个账号即可使用全部服务。",
    useCases: ["充值、缴费和奖励，让用户天天打开", "访客通行、设施预订和报修一站办理"],
  },
  "mobile-applications": {
    source: "cd73efb2ef86",
    summary: "我们的团队设计、开发并维护iOS和Android原生及跨平台应用，从第一天起就内置AI功能。",
    useCases: ["点单与会员奖励，吸引顾客回头", "离线完成检查清单、拍照和签名"],
  },
  "build-websites": {
    source: "77075faf0724",
    summary: "我们打造快速、专业、利于搜索的网站，搭配您的团队能放心使用的内容管理系统。",
    useCases: ["移动端友好的网站，配聊天机器人获客", "多年内容迁入带审批流程的新CMS"],
  },
  "hospital-management-application": {
    source: "6e4ebde51e6c",
    summary: "医院管理应用把前台、临床团队、药房和收费整合到一个平台，每位患者只有一份病历。",
    useCases: ["门诊、病房、手术室与收费一体化", "各分院共享病历与库存"],
  },
  "hotel-management-application": {
    source: "399a5ebca84a",
    summary: "酒店管理应用是云端PMS，在一个界面中完成预订、前台、客房、账务和住客消息。",
    useCases: ["价格实惠，新员工很快就能上手", "每笔消费都记入住客账单和日报"],
  },
  "travel-management-application": {
    source: "0d86ffde9bfc",
    summary: "差旅管理应用同时服务企业与旅行社：预订、审批、出票和费用结算都在同一个系统中完成。",
    useCases: ["员工在差旅政策内自助预订", "报价、出票和供应商付款集中处理"],
  },
  sdk: {
    source: "c7679b9bba5b",
    summary: "AI SDK让您的开发团队通过文档完善的API，直接调用我们语音机器人、聊天机器人和大语言模型的引擎。",
    useCases: ["在应用内查询卡片状态、提出交易争议", "开口即可问路、充值或打印收据"],
  },
  software: {
    source: "75bed018b533",
    summary: "企业软件以一份授权提供我们的业务应用和AI引擎，可本地部署、私有云部署或以SaaS方式使用。",
    useCases: ["民众与员工记录留在部委自己的数据中心", "各子公司共用人事、采购和IT服务"],
  },
  hardware: {
    source: "a889c0b63d96",
    summary: "我们为您实际运行的AI工作负载选型、供货并安装GPU服务器、边缘AI设备和通信终端。",
    useCases: ["机密文件始终不离开自有场所", "网络不稳时也能实时检出缺陷"],
  },
  "iot-solutions": {
    source: "0451aed12e1e",
    summary: "IoT解决方案把传感器、机器和车辆接入同一个AI平台，将原始数据及时转化为预警和决策。",
    useCases: ["故障发生前数周即发现磨损", "冷库和冷藏车温度全程记录"],
  },
  "custom-development": {
    source: "76e32a0cab68",
    summary: "定制开发为您打造买不到的系统，贴合团队的实际工作方式，并只在真正有价值的地方引入AI。",
    useCases: ["分阶段替换，不影响日常运营", "纸质调度与开票并入同一工作流"],
  },
  "custom-web-apps": {
    source: "1cad0f816dab",
    summary: "我们按您的具体需求，打造快速、安全、无障碍的Web应用，从客户门户到内部仪表板。",
    useCases: ["在线查账、缴费和报修", "实时显示可约时段，自动提醒防爽约"],
  },
  "custom-mobile-apps": {
    source: "ffe94e940868",
    summary: "定制移动应用是端到端服务：从策略到上架，围绕您的客户和外勤团队打造iOS与Android应用。",
    useCases: ["离线接单、拍照并完成检查清单", "电子会员卡、优惠券和个性化优惠"],
  },
  "network-switch": {
    source: "c6ecb85a46d6",
    summary: "我们供应并配置接入、汇聚和核心层网管型交换机，让语音、视频和AI流量畅通无阻。",
    useCases: ["交换机与布线一次到位，入驻即可办公", "PoE与语音VLAN支撑数百部电话"],
  },
  router: {
    source: "a45b07aee787",
    summary: "我们供应并管理企业级路由器和SD-WAN边缘设备，让每个分支稳定、安全地连网，实时流量优先。",
    useCases: ["门店接入SD-WAN，自动切换移动备份", "每个站点优先保障语音流量"],
  },
  "aws-cloud": {
    source: "8b36bf604f16",
    summary: "作为AWS合作伙伴，我们为您转售、部署并托管Amazon Web Services，按令吉统一开票，全天候运维。",
    useCases: ["分批将服务器迁移至AWS", "大促和节庆高峰自动扩容"],
  },
  "microsoft-services": {
    source: "03a97c954ef1",
    summary: "作为Microsoft合作伙伴，我们为您办理Microsoft 365、Teams、Azure和Dynamics 365的授权、部署与管理。",
    useCases: ["一个周末内将邮箱迁至Exchange Online", "拦截高风险登录，远程清除丢失的电脑"],
  },
  "google-services": {
    source: "afe225767517",
    summary: "作为Google合作伙伴，我们转售、迁移并管理Google Workspace和Google Cloud，由本地团队一站服务。",
    useCases: ["数周内将邮件和文件迁入Workspace", "统一管理账号，使用Classroom与Meet"],
  },
  "security-services": {
    source: "3558a68304f4",
    summary: "安全服务全天候监控、测试并响应威胁，无需组建完整的内部团队，也能挡住各类新型攻击。",
    useCases: ["EDR、不可篡改备份与演练过的响应预案", "控制评估与渗透测试，支持RMiT合规"],
  },
  "network-services": {
    source: "ebf7b5c094cf",
    summary: "网络服务是局域网、广域网和Wi-Fi的托管服务：从设计、部署到日常运维，全天候监控。",
    useCases: ["整个广域网外包，一个仪表板看全局", "为住客和活动提供稳定的Wi-Fi"],
  },
  "cloud-services": {
    source: "f28961b9d52a",
    summary: "云服务为每项工作负载选定合适的位置（公有云、私有云或本地部署），并以托管服务统一运维。",
    useCases: ["敏感数据存放在马来西亚私有云", "逐步容器化，运行于托管Kubernetes"],
  },
  "storage-services": {
    source: "8a49cfa8d122",
    summary: "存储服务为文件、备份、归档和AI数据集提供合适的容量和位置，恢复能力经过实测。",
    useCases: ["不可篡改的备份，快速恢复干净数据", "多年通话录音安全留存、随时可查"],
  },
};
