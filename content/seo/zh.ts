import type { SeoTranslationTable } from "./types";

/**
 * Simplified Chinese: every page's title and meta description, written for Simplified Chinese readers (not word for word from
 * content/seo/en.ts), keyed by the English route path. `source` is the hash of the English entry it answers to.
 */
export const zh: SeoTranslationTable = {
  "/": {
    source: "7ce16e8223cb",
    title: "Nusantara AI｜AI机器人、企业应用与托管通信服务",
    description: "语音、聊天与视频机器人，自研大语言模型，企业应用与托管通信服务，均由吉隆坡同一支团队打造、部署并全天候运营。",
  },
  "/product/": {
    source: "d52678b0910b",
    title: "AI产品：机器人、大语言模型与企业应用",
    description: "42款AI产品，涵盖语音、聊天与视频机器人、云通信、自研大语言模型及企业应用，并由本地团队提供支持。",
  },
  "/product/voice-bot/": {
    source: "b704f6189fc9",
    title: "AI语音机器人：马来语、英语、华语接听",
    description: "AI语音坐席以自然的声音全天候接听、转接并解决客户来电，支持马来语、英语和华语，让客户无需排队等候。",
  },
  "/product/chat-bot/": {
    source: "62f174c8e44e",
    title: "AI聊天机器人：网站与WhatsApp",
    description: "在网站、WhatsApp和社交渠道部署AI聊天助手，全天候解答客户问题、获取销售线索并直接完成交易，不错过任何一位访客。",
  },
  "/product/video-bot/": {
    source: "8d0d0bc657d4",
    title: "AI视频机器人：面对面的智能服务",
    description: "逼真的AI视频助手在网站、自助终端和移动应用上提供面对面服务，让客户随时获得亲切的一对一接待，无需前往网点。",
  },
  "/product/contact-center/": {
    source: "409872c320d6",
    title: "云联络中心：AI辅助每位坐席",
    description: "将语音、聊天、邮件和社交消息汇聚到一个云联络中心，AI为每位坐席实时提供辅助，常规咨询则由系统自动处理完毕。",
  },
  "/product/cloud-telephony/": {
    source: "f2007a3c5881",
    title: "云通信：全托管企业电话系统",
    description: "全托管的云电话系统，提供本地号码、智能来电路由和AI功能，几天即可上线，而不必等上几个月，也无需自建机房设备。",
  },
  "/product/omni-channel-solutions/": {
    source: "7aa165bee6bf",
    title: "全渠道客户互动平台",
    description:
      "把语音、消息、邮件和社交渠道连成一段连续的客户旅程，上下文随客户在渠道间流转，AI自动处理重复环节，坐席专注解决问题。",
  },
  "/product/itsm-app/": {
    source: "851ea62cc14a",
    title: "ITSM：符合ITIL的AI服务台",
    description:
      "符合ITIL规范的IT服务台，AI自动分类并分派工单、直接解决常规请求，让企业的IT服务始终稳定运行，IT团队专注更重要的工作。",
  },
  "/product/hrms-app/": {
    source: "87042d90aa99",
    title: "人力资源管理系统：招聘、薪资到绩效",
    description:
      "专为马来西亚雇主打造的人力资源平台，覆盖招聘、薪资、休假与绩效管理，AI助手全天候解答员工问题，减轻HR团队的负担。",
  },
  "/product/fork-lift-app/": {
    source: "3ab842e060f0",
    title: "叉车车队管理：预测性维护",
    description: "跨厂区实时跟踪叉车的使用、操作安全与保养情况，AI在故障影响仓库或产线运转之前就发出预警，减少停机损失。",
  },
  "/product/supply-chain-management-app/": {
    source: "3cae70d97b32",
    title: "供应链管理：AI需求预测",
    description:
      "端到端掌握供应链全貌，借助AI需求预测与中断预警，让货物从每一家供应商按时、顺畅地流向每一位客户，减少缺货与延误。",
  },
  "/product/procurement-application/": {
    source: "4bfd3e3dccc4",
    title: "采购管理：从寻源到付款",
    description: "一个应用覆盖从寻源到付款的全流程采购，AI帮您发现节省成本的机会、评估供应商风险，并自动将发票与订单匹配。",
  },
  "/product/attendance-management-application/": {
    source: "30392276c8b1",
    title: "考勤管理：人脸识别精准打卡",
    description: "为办公室、工厂和外勤团队提供精准的工时与考勤记录，支持人脸识别打卡，AI在排班出现缺口时及时提醒管理人员。",
  },
  "/product/visitor-management-application/": {
    source: "17c885b03bca",
    title: "访客管理与数字化登记",
    description: "预约登记、证件扫描与AI黑名单筛查，让每栋楼宇和每个场所的访客签到既快捷又安全，每次来访均留有完整记录。",
  },
  "/product/csm-app/": {
    source: "640546db8510",
    title: "客户服务管理（CSM）软件",
    description: "统一的客服工作台，AI自动汇总工单、推荐回复，并提前识别需要重点关注的客户，帮助团队在客户流失之前及时跟进。",
  },
  "/product/pos-application/": {
    source: "bd723ab5988c",
    title: "POS收银系统：零售与餐饮适用",
    description: "面向零售门店与餐饮的云端POS收银系统，支持马来西亚各类主流支付方式，并由AI推荐加购商品，结账更快、客单价更高。",
  },
  "/product/e-commerce-application/": {
    source: "5afda842941f",
    title: "电商平台：面向东南亚市场",
    description: "借助AI商品推荐、智能搜索和主流电商平台对接，为东南亚消费者打造线上商店，并随业务增长持续扩展店铺规模与功能。",
  },
  "/product/call-billing-application/": {
    source: "0be7b232fbda",
    title: "通话计费与账务管理软件",
    description: "为企业、酒店和服务提供商精准核算并计费每一通电话，AI及早发现话费欺诈与异常用量，避免不必要的通信支出。",
  },
  "/product/order-management-application/": {
    source: "644ad8b0c473",
    title: "订单管理系统：全渠道履约",
    description: "一个系统统一接收、分配并履行来自各渠道的订单，AI承诺准确的交付日期，并及时标记高风险订单，减少延误与损失。",
  },
  "/product/large-language-model/": {
    source: "b6132d14dc81",
    title: "Nusantara LLM：企业级大语言模型",
    description: "自研大语言模型Nusantara LLM针对马来语、英语和中文商务场景优化，可部署在我们的云端或您的环境中。",
  },
  "/product/hospital-management-application/": {
    source: "9b0a2f1e62b6",
    title: "医院与诊所管理系统",
    description: "一套系统覆盖挂号、病历、药房与收费，适用于医院和专科诊所，并以AI加强与患者的日常沟通，让医护人员专注诊疗。",
  },
  "/product/hotel-management-application/": {
    source: "ed539da5c298",
    title: "酒店管理系统（云PMS）",
    description: "云端酒店管理系统统一处理预订、前台、客房与宾客消息，适用于各类酒店和度假村，内置AI功能，提升宾客入住体验。",
  },
  "/product/travel-management-application/": {
    source: "1636696aa78e",
    title: "企业差旅管理平台",
    description: "一个平台完成差旅预订、审批、费用管控与出行支持，既适合企业差旅团队，也适合旅行社，让每次出行都合规、省心。",
  },
  "/product/mobile-applications/": {
    source: "b68550ba750d",
    title: "iOS与Android移动应用开发",
    description: "我们的团队设计、开发并维护原生及跨平台的iOS和Android应用，首个版本即内置实用的AI功能，上线后持续迭代优化。",
  },
  "/product/build-websites/": {
    source: "16326593eb2e",
    title: "企业网站设计与建设",
    description: "由我们的团队打造专业、快速且利于搜索引擎收录的企业网站，并配备AI工具，帮您撰写内容、提升访客转化率。",
  },
  "/product/super-app/": {
    source: "72a7dc4ae234",
    title: "品牌超级应用开发",
    description: "将支付、服务、会员积分与小程序整合进一个品牌应用，以AI个性化推荐提高用户的活跃度与回访率，让品牌常驻用户手机。",
  },
  "/product/sdk/": {
    source: "b28809c212e5",
    title: "AI SDK：为应用嵌入语音与对话能力",
    description: "只需几行代码，即可把Nusantara AI的语音、对话与语言智能嵌入您自己的网页和移动应用，快速为产品加入AI能力。",
  },
  "/product/software/": {
    source: "07693405e5e8",
    title: "企业AI软件：本地部署或SaaS",
    description: "我们的企业应用与AI引擎可本地部署、私有云部署或以SaaS方式交付，满足企业在数据安全、治理与合规方面的严格要求。",
  },
  "/product/hardware/": {
    source: "a8d50dfeda46",
    title: "AI就绪硬件：GPU服务器与边缘设备",
    description:
      "我们按实际AI工作负载选型、供应并安装GPU服务器、边缘AI设备和通信终端，确保算力恰到好处，不为闲置性能多花一分钱。",
  },
  "/product/network-switch/": {
    source: "294311113262",
    title: "网络交换机：承载语音与AI流量",
    description: "接入、汇聚与核心交换机由我们的工程师统一供应并完成配置，稳定承载语音、视频与AI流量，保障各地办公网络顺畅运行。",
  },
  "/product/router/": {
    source: "1b3006229d30",
    title: "企业级路由器与SD-WAN",
    description: "企业级路由器与SD-WAN边缘设备由我们部署和支持，让每个分支机构保持连接、安全并优先保障实时流量。",
  },
  "/product/aws-cloud/": {
    source: "6085b7d44228",
    title: "AWS云服务：本地结算与支持",
    description: "通过Nusantara AI采购、部署并运维Amazon Web Services（AWS），享受以令吉计价的本地结算、专家指导与全天候支持。",
  },
  "/product/microsoft-services/": {
    source: "c1d1b44d865e",
    title: "Microsoft 365与Azure合作伙伴",
    description: "作为Microsoft合作伙伴，我们为您办理Microsoft 365、Teams、Azure和Dynamics 365的许可、部署与管理。",
  },
  "/product/google-services/": {
    source: "187879fe42e9",
    title: "Google Workspace与云合作伙伴",
    description: "Nusantara AI负责Google Workspace与Google Cloud的许可、迁移与管理，助力协作、数据分析和AI应用。",
  },
  "/product/security-services/": {
    source: "049087798087",
    title: "网络安全服务：全天候监测与响应",
    description: "全天候威胁监测、安全测试与事件响应，保护您的员工、数据和AI系统免受新型网络攻击，让业务在安全的环境中持续运行。",
  },
  "/product/network-services/": {
    source: "a6929465f495",
    title: "网络服务：局域网、广域网与Wi-Fi",
    description:
      "我们端到端设计、部署并管理您的局域网、广域网和Wi-Fi网络，由AI辅助的运维团队全天候值守，问题在影响业务前即被处理。",
  },
  "/product/cloud-services/": {
    source: "bacd35d99eed",
    title: "混合云与多云基础设施",
    description: "由Nusantara AI在马来西亚设计、托管和管理的混合云与多云基础设施，为每项工作负载匹配最合适的运行环境。",
  },
  "/product/storage-services/": {
    source: "78967ed6dbfa",
    title: "企业存储与备份服务",
    description: "为文件、备份、归档和AI数据集提供可扩展、受保护的企业存储，数据恢复流程可随时演练，关键时刻真正值得信赖。",
  },
  "/product/iot-solutions/": {
    source: "9850bd406022",
    title: "物联网解决方案：从传感器到AI预警",
    description:
      "将传感器、机器和车辆接入AI平台，把原始遥测数据转化为及时的预警和决策建议，交到您的运营团队手中，让现场状况一目了然。",
  },
  "/product/custom-development/": {
    source: "4d36e24d23d5",
    title: "AI定制软件开发",
    description: "吉隆坡工程团队围绕您的业务流程打造定制软件，只在真正节省时间或改善决策的环节引入AI，让每一项投入都看得见回报。",
  },
  "/product/custom-web-apps/": {
    source: "1e30ddec429f",
    title: "定制Web应用开发",
    description: "按您的确切需求开发快速、安全、无障碍的Web应用，从客户门户到内部仪表板和后台工具，一应俱全，并可随业务扩展。",
  },
  "/product/custom-mobile-apps/": {
    source: "56c2cfe65857",
    title: "定制移动应用：服务客户与外勤团队",
    description: "围绕客户的购物方式和外勤团队的工作方式，设计并开发原生或跨平台的iOS与Android应用，从构思到上架全程负责。",
  },
  "/product/inventory-app/": {
    source: "8fc3f809dbd2",
    title: "库存管理：AI智能补货",
    description: "实时掌控门店与仓库的库存情况，AI补货建议同时减少缺货与积压，让资金不再压在货架上，也不再因断货而错失订单。",
  },
  "/solutions/": {
    source: "0ddd4e6bd3de",
    title: "覆盖AI转型各阶段的解决方案",
    description:
      "六大解决方案系列，从CRM、联络中心到机器学习、云迁移和金融科技，均以我们的自研AI产品与托管服务交付，助您走好AI转型每一步。",
  },
  "/solutions/communication-&-collaboration/unified-communications/": {
    source: "d0252009a26d",
    title: "统一通信解决方案",
    description:
      "将通话、消息、会议和在线状态整合到一个平台，无论在桌面电话、笔记本还是手机上，各地办公室的员工都能获得一致体验。",
  },
  "/solutions/communication-&-collaboration/contact-center/": {
    source: "8740205afacf",
    title: "AI联络中心解决方案",
    description: "云联络中心把每一通电话、每一条聊天和消息分配给最合适的坐席，AI实时辅助坐席，并自动处理常规请求，提升服务效率。",
  },
  "/solutions/communication-&-collaboration/voip/": {
    source: "aa06f9f15975",
    title: "VoIP与云电话解决方案",
    description:
      "以云电话取代老旧线路和本地PBX，降低通话成本，并增加智能路由、通话录音和数据分析功能，让企业通信更灵活、更可控。",
  },
  "/solutions/communication-&-collaboration/collaboration-platforms/": {
    source: "b84e688a0c87",
    title: "Teams、Webex与Workspace协作方案",
    description: "部署并用好Microsoft Teams、Cisco Webex或Google Workspace，配套AI插件、治理和量身定制的推广落地支持。",
  },
  "/solutions/ai-&-automation/ai-chatbots/": {
    source: "005aa03a41a0",
    title: "企业AI聊天机器人解决方案",
    description:
      "在网站、WhatsApp和移动应用中部署对话式AI，以多种语言解答客户问题、获取销售线索并完成交易，全天候为业务增长助力。",
  },
  "/solutions/ai-&-automation/rpa/": {
    source: "5b4c3edf1aad",
    title: "机器人流程自动化（RPA）方案",
    description:
      "把数据录入、对账和报表生成等重复性规则任务交给软件机器人，全天候准确运行，让员工从繁琐事务中解放出来，专注更有价值的工作。",
  },
  "/solutions/ai-&-automation/machine-learning/": {
    source: "8415aa09f349",
    title: "机器学习与预测模型解决方案",
    description: "把历史数据变成预测需求、风险、价格和设备维护的模型，由我们的数据科学团队负责构建、部署并持续监控模型表现。",
  },
  "/solutions/ai-&-automation/data-analytics/": {
    source: "82108f09065b",
    title: "数据分析与商业智能解决方案",
    description: "将全公司各系统的数据汇入实时仪表板和通俗易懂的报告，让每个团队都能快速自行找到答案，不再依赖IT部门取数。",
  },
  "/solutions/business-solutions/crm/": {
    source: "ba5980f1f93d",
    title: "CRM解决方案：销售与客服协同",
    description: "在AI辅助的CRM中汇集每一次客户对话、商机和服务记录，让销售和客服团队掌握同一份客户全貌，协同跟进每位客户。",
  },
  "/solutions/business-solutions/erp/": {
    source: "bbe7d9e7d91d",
    title: "ERP解决方案：财务到生产一体化",
    description:
      "在一个ERP系统中打通财务、库存、采购和生产等环节，AI预测帮助库存水平与现金流保持平衡，让管理层随时掌握经营状况。",
  },
  "/solutions/business-solutions/hrm/": {
    source: "2c7e3a5454ed",
    title: "人力资源管理解决方案",
    description: "管理从招聘、入职到薪资和绩效的完整员工生命周期，自助式HR助手随时解答员工问题，让HR团队专注于人才发展。",
  },
  "/solutions/business-solutions/project-management/": {
    source: "14fe39694d60",
    title: "项目管理解决方案：AI风险预警",
    description: "以共享时间线和资源视图规划、分配并跟踪项目进度，AI在延误影响截止日期之前提前发出预警，让项目按时交付。",
  },
  "/solutions/cloud-&-infrastructure/cloud-migration/": {
    source: "c4b18db8d87e",
    title: "云迁移：AWS、Azure与Google Cloud",
    description: "将应用和数据从本地服务器迁移至AWS、Microsoft Azure或Google Cloud，规划周全、风险可控，成本从第一天起受控。",
  },
  "/solutions/cloud-&-infrastructure/managed-it-services/": {
    source: "2d51848df8b1",
    title: "IT托管服务：吉隆坡支持中心",
    description: "将日常IT运维交给我们的吉隆坡支持中心，享受主动监控、服务台支持和定期维护，服务水平协议清晰明确，费用透明可控。",
  },
  "/solutions/cloud-&-infrastructure/cybersecurity/": {
    source: "491860c264f5",
    title: "网络安全与PDPA合规解决方案",
    description: "以多层防御、全天候威胁监测以及PDPA和行业监管合规支持，全面保护您的用户、数据和系统，让安全与合规不再是难题。",
  },
  "/solutions/cloud-&-infrastructure/devops/": {
    source: "8365f9d50b4a",
    title: "DevOps与平台工程解决方案",
    description:
      "借助自动化流水线、基础设施即代码和可观测性加快软件交付，让版本发布成为高频、安全的日常工作，不再是令人紧张的大事。",
  },
  "/solutions/industry-specific-solutions/ecommerce-solutions/": {
    source: "eebe8d00eb00",
    title: "电商与线上平台解决方案",
    description: "以统一库存、本地支付方式和AI商品推荐，开设并壮大您的线上商店和电商平台渠道，让线上线下的库存与订单始终同步。",
  },
  "/solutions/industry-specific-solutions/healthcare-it/": {
    source: "da78a6c5c7e8",
    title: "医疗IT解决方案：医院与诊所",
    description:
      "以医院信息系统、AI助手和安全合规的数据处理，将从预约挂号到结算收费的整个就医流程全面数字化，为医疗机构量身打造。",
  },
  "/solutions/industry-specific-solutions/logistics-software/": {
    source: "7dfb51c3c0a3",
    title: "物流软件：从仓储到最后一公里",
    description: "互联的物流软件负责规划配送路线、跟踪货件并及时通知客户，覆盖仓储管理、车队调度和最后一公里配送等各个环节。",
  },
  "/solutions/industry-specific-solutions/real-estate-tech/": {
    source: "8f777f59aae1",
    title: "房地产科技解决方案",
    description: "以AI线索跟进、线上看房和住户服务应用，帮助开发商、中介和物业管理方更高效地销售、租赁并管理旗下物业。",
  },
  "/solutions/digital-transformation/digital-marketing/": {
    source: "a5fee01c2ab0",
    title: "数字营销解决方案：AI内容创作",
    description: "以数据驱动的营销活动、营销自动化和贴合品牌调性的AI生成内容，吸引、转化并留住客户，让每一笔营销预算都物有所值。",
  },
  "/solutions/digital-transformation/custom-software/": {
    source: "e7a03f254afb",
    title: "定制软件开发解决方案",
    description: "从内部工具到面向客户的平台，由吉隆坡工程团队围绕您的业务流程设计、开发并交付定制软件，并提供长期维护支持。",
  },
  "/solutions/digital-transformation/mobile-app-dev/": {
    source: "a7da58f62bd6",
    title: "移动应用开发解决方案",
    description: "设计并开发客户和员工都爱用的iOS与Android应用，内置AI功能与安全集成，并协助上架应用商店。",
  },
  "/solutions/digital-transformation/financial-tech/": {
    source: "a564a477a884",
    title: "金融科技解决方案：银行与保险",
    description: "以数字化开户、AI风险模型和安全合规的客户渠道，助力银行、信贷、保险与支付服务实现现代化，同时满足监管要求。",
  },
  "/solutions/healthcare/": {
    source: "cc8be392cb9c",
    title: "医疗行业AI解决方案",
    description:
      "以语音与聊天机器人处理预约和提醒，以大语言模型起草病历文书，以医院管理系统打通挂号与收费，为医护团队减轻行政负担。",
  },
  "/solutions/finance/": {
    source: "0ddf79ed00af",
    title: "金融服务业AI解决方案",
    description:
      "对话式AI与金融大语言模型为银行、保险和伊斯兰保险机构验证客户身份、解答账户与保单问题，并协助员工审阅文件与编写报告。",
  },
  "/solutions/retail/": {
    source: "43c6311404aa",
    title: "零售行业AI解决方案",
    description: "聊天与语音助手、AI生成的商品内容，以及互联的电商、POS和客服应用，让顾客在每个渠道都获得一致服务。",
  },
  "/solutions/manufacturing/": {
    source: "a848587cbefc",
    title: "制造业AI解决方案",
    description:
      "让一线员工无需腾出双手即可查询信息，以AI解读操作手册和质检报告，并以供应链、叉车和库存应用保障物料从供应商到客户畅通无阻。",
  },
  "/industry/": {
    source: "6a249c4a5eb4",
    title: "按行业与企业规模划分的AI方案",
    description: "中小企业、大型企业、服务提供商和政府机构采购AI的方式各不相同，了解我们为每类客户打造的用例和产品。",
  },
  "/industry/sme/": {
    source: "8dca156c826f",
    title: "中小企业AI：实惠、开箱即用",
    description: "实惠、开箱即用的AI与企业应用，让成长型中小企业无需组建庞大的IT团队，也能与规模大得多的竞争对手同台竞争。",
  },
  "/industry/large-enterprise/": {
    source: "92eff3a83784",
    title: "大型企业级AI与通信平台",
    description:
      "能与复杂系统深度集成、满足严格治理标准、为成千上万用户稳定运行的企业级AI与通信平台，在每个业务部门创造可衡量的成效。",
  },
  "/industry/service-provider/": {
    source: "787050bd2961",
    title: "电信运营商与BPO白标AI平台",
    description: "白标AI、联络中心和云通信平台，帮助电信运营商、互联网服务商和BPO企业高效服务数百万客户，并开辟新的收入来源。",
  },
  "/industry/government/": {
    source: "ef542c763c4a",
    title: "政府与公共部门AI解决方案",
    description:
      "我们帮助各部委、州政府机构和地方议会安全地实现民众服务、内部运作和基础设施的现代化，在有限预算内提供更快捷的公共服务。",
  },
  "/services/": {
    source: "58e9d8218176",
    title: "托管服务：协作、网络、云与安全",
    description:
      "协作、联络中心、网络、语音、云、存储与安全托管服务，由吉隆坡运维团队全天候运营，让您的IT与通信系统始终稳定可靠。",
  },
  "/services/microsoft-teams/": {
    source: "fb0138ca405e",
    title: "Microsoft Teams托管服务与AI助手",
    description: "在您现有的Microsoft 365租户上，为Microsoft Teams加入AI助手、语音机器人、会议智能和自动化工作流。",
  },
  "/services/cisco-webex/": {
    source: "65b3641735c3",
    title: "Cisco Webex托管服务与AI会议纪要",
    description: "我们为Cisco Webex的会议、消息和通话加入AI能力，让每场会议都留下可用的纪要，每个空间都更智能。",
  },
  "/services/genesys/": {
    source: "9c7088472a64",
    title: "Genesys Cloud CX托管与AI服务",
    description: "我们为您的Genesys Cloud CX或Genesys Engage联络中心设计、集成并运营AI能力，从IVR到人力排班全面覆盖。",
  },
  "/services/network/": {
    source: "c2616891b241",
    title: "网络托管服务：AI监控与自愈",
    description: "我们为办公室、分支机构和数据中心设计、监控并运营可自愈的网络，AI在用户察觉之前就发现问题，并自动处理常见故障。",
  },
  "/services/voice/": {
    source: "61d382f85b54",
    title: "语音托管服务：IVR、机器人与分析",
    description:
      "AI语音机器人、智能IVR和语音分析，运行在电信级云电话之上，从第一声振铃到最终转写全程托管，让每一通来电都得到妥善处理。",
  },
  "/services/ip-phones/": {
    source: "910446a69887",
    title: "IP电话机托管服务",
    description:
      "我们供应主流厂商的桌面与会议电话，为您的云PBX或统一通信平台预先配置，并作为一项服务统一提供支持，开箱即可使用。",
  },
  "/services/cloud/": {
    source: "f9e4f746f799",
    title: "云托管服务：AWS、Azure与GCP",
    description: "从云战略、迁移到日常运维，我们在AWS、Microsoft Azure和Google Cloud上全程为企业护航，让AI从一开始就随时可用。",
  },
  "/services/storage/": {
    source: "d4a4dbe258b0",
    title: "存储托管服务：备份与归档",
    description:
      "我们设计并管理从本地存储阵列到云端对象存储的全部存储环境，内置备份、归档和加密功能，保护当下数据，也为未来的AI做好准备。",
  },
  "/services/security/": {
    source: "29b26fd649a8",
    title: "安全托管服务与全天候SOC",
    description:
      "我们的安全运营中心全天候检测、遏制并调查针对您的用户、设备、网络和云环境的各类威胁，由AI辅助分析，快速响应每一次告警。",
  },
  "/contact-us/": {
    source: "193f3325090c",
    title: "联系我们的吉隆坡团队",
    description: "对我们的AI产品或托管服务有疑问？欢迎留言或预约与吉隆坡团队通话，工作时间为周一至周五上午9:00至下午6:00。",
  },
  "/about-us/": {
    source: "664055cdf28f",
    title: "关于我们：源自吉隆坡的AI",
    description: "我们打造实用的AI产品，从对话机器人到自研大语言模型，并以托管服务和本地专业团队交付，帮助东南亚企业真正用好AI。",
  },
  "/careers/": {
    source: "a77acf2e9f7d",
    title: "招贤纳士：AI、工程与咨询岗位",
    description:
      "加入吉隆坡团队，打造东南亚用户每天都在使用的AI，从第一天起就为真实客户开发真实产品，与优秀的工程师和顾问一起成长。",
  },
  "/blog/": {
    source: "55bd6499ff97",
    title: "博客：AI与客户体验洞察",
    description: "我们的工程师和顾问分享关于聊天机器人、语音机器人、大语言模型、CRM和视频联络中心的实战经验与设计心得。",
  },
  "/blog/ai-chatbots-ux/": {
    source: "980b87925e8d",
    title: "如何设计让客户乐于交谈的聊天机器人",
    description: "对聊天机器人的抱怨大多源于对话设计，而非AI本身。本文分享我们打造真正解决问题的聊天机器人的体验设计方法。",
  },
  "/blog/voice-bots-revolution/": {
    source: "25980f75d05c",
    title: "语音机器人革命：按键菜单终将退场",
    description: "“缴费请按1，咨询请按2”的按键菜单早已不合时宜。能听懂自然语言的语音机器人，正在改变客户拨打电话时的期待。",
  },
  "/blog/llm-impact-on-ux/": {
    source: "044b3924d90d",
    title: "大语言模型如何改写用户体验规则",
    description: "大语言模型让人们可以直接说出需求，而不必在层层菜单中翻找，这也为信任、准确性和可控性带来了新的设计责任。",
  },
  "/blog/crm-ux-ai/": {
    source: "6eef1fd1638a",
    title: "CRM中的AI：为团队节省时间",
    description:
      "CRM承诺提供每位客户的完整视图，团队却常把它视为繁琐的数据录入负担。精心设计的AI能扭转这种印象，为团队节省时间。",
  },
  "/blog/video-contact-center-ux/": {
    source: "2f0b2a9119ad",
    title: "如何设计视频联络中心体验",
    description: "视频让任何一部手机都能带来网点面谈般的安心感。本文探讨视频服务最适用的场景，以及如何让整个体验轻松顺畅。",
  },
  "/case-studies/": {
    source: "07f32ef3356c",
    title: "客户案例：AI在东南亚的落地成效",
    description: "看东南亚的零售商、电信运营商、银行、航空公司、制造商和公共机构如何应用我们的AI，又带来了哪些改变。",
  },
  "/case-studies/chatbot-retail-success/": {
    source: "6ddf178f47e2",
    title: "Kedai Mutiara：线上销售额增长25%",
    description: "对话式电商助力全国连锁零售商Kedai Mutiara线上销售额6个月增长25%，68%的咨询无需人工即可解决。",
  },
  "/case-studies/voicebot-telecom-efficiency/": {
    source: "b9d1eb56d2cd",
    title: "Selat Connect：语音机器人分流40%来电",
    description: "语音机器人帮助区域电信运营商Selat Connect分流40%来电，平均等候时间从7分钟以上缩短至90秒以内。",
  },
  "/case-studies/llm-financial-insights/": {
    source: "81d5694bdee0",
    title: "Permata Capital：私有大语言模型",
    description: "私有大语言模型帮助Permata Capital将信贷决策提速40%，所有客户数据均保留在其自有的马来西亚基础设施中。",
  },
  "/case-studies/contact-center-airline-ux/": {
    source: "9917e40b981c",
    title: "Langit Biru Airways：旺季延误应对",
    description: "全渠道联络中心让Langit Biru Airways在航班延误时将应答时间从11分钟缩短至2分钟，95%的旅客15分钟内获知改签方案。",
  },
  "/case-studies/hrms-tech-growth/": {
    source: "6cc163daa561",
    title: "Cendana：HRMS支撑员工增至620人",
    description: "Cendana Digital Labs借助HRMS将员工从180人扩至620人，新员工入职从5天缩短为1天，薪资处理时间减少70%。",
  },
  "/case-studies/lms-corporate-training/": {
    source: "9210d5966872",
    title: "Harapan Group：四国9000名员工培训",
    description: "学习平台帮助Harapan Group将课程完成率从48%提升至86%，不到5个月即为四国9000名员工完成上线培训。",
  },
  "/case-studies/csm-saas-retention/": {
    source: "3721d6364dcd",
    title: "Awan Ledger：客户流失率降低三分之一",
    description: "客户服务管理平台帮助云会计服务商Awan Ledger将年度客户流失率从14%降至9.5%，工单解决时间缩短42%。",
  },
  "/case-studies/pos-restaurant-efficiency/": {
    source: "60b063d79224",
    title: "Rasa Warisan：28家餐厅统一POS",
    description: "统一的云端POS让连锁餐厅Rasa Warisan的下单到后厨时间缩短35%，高峰时段翻台率提升20%。",
  },
  "/case-studies/erp-manufacturing-integration/": {
    source: "91faef3beb4b",
    title: "Tenaga Presisi：ERP打通车间与财务",
    description: "ERP集成帮助精密制造商Tenaga Presisi将库存准确率提升至99.2%，月结时间从12个工作日缩短至5个工作日。",
  },
  "/case-studies/cloud-telephony-smb/": {
    source: "2353f3cc8d8b",
    title: "Bayu Logistics：中小企业的云通信",
    description: "云通信帮助物流企业Bayu Logistics将电话成本降低35%，漏接来电减少70%，新分支机构两天即可开通电话。",
  },
  "/case-studies/video-contact-center-support/": {
    source: "6e7abb4b934b",
    title: "Kilat：视频支持减少上门维修",
    description: "视频支持帮助家电品牌Kilat减少38%的技术人员上门，首次联系解决率从52%提升至81%，多数问题当天解决。",
  },
  "/case-studies/visitor-management-government/": {
    source: "8c1111d36b5e",
    title: "Teluk Permai：大厅排队减少70%",
    description: "数字化访客管理让Teluk Permai州行政办公室的登记时间从8分钟缩短至90秒，高峰时段大厅排队减少70%。",
  },
  "/partners/": {
    source: "e19be4617a48",
    title: "合作伙伴计划：经销商与集成商",
    description: "加入经销商、集成商和服务合作伙伴的行列，与我们一起把实用的AI带给东南亚各地的企业，并获得认证与支持。",
  },
  "/site-map/": {
    source: "cc1ffa6521ef",
    title: "网站地图：全部页面一览",
    description: "按类别列出本站全部页面：产品、解决方案、行业、服务、客户案例和文章，方便您快速找到所需的产品信息与内容。",
  },
};
