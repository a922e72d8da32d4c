import type { LocaleContent } from "@/content/units";

/** es: products. */
export const products2 = {
  "fork-lift-app": {
    source: "7d367461a90d",
    text: {
      name: "Gestión de flotas de carretillas elevadoras",
      tagline:
        "Gestión conectada de flotas de carretillas elevadoras que controla el uso, la seguridad y el mantenimiento, con una IA que anticipa las averías antes de que paren la operación.",
      topFeatures: [
        "Ubicación y grado de uso de cada carretilla en tiempo real",
        "Identificación del operador con tarjeta RFID o PIN y validación de su carné",
        "Listas de comprobación de seguridad digitales antes de cada turno, en el terminal de la carretilla o en el móvil",
        "Detección de impactos con aviso inmediato al supervisor",
        "Mantenimiento predictivo a partir de horas de motor, estado de la batería y códigos de avería",
        "Planificación de la carga y el cambio de baterías en flotas eléctricas",
        "Límites de velocidad por zonas y avisos de proximidad de peatones",
        "Recomendaciones para dimensionar la flota según el tiempo inactivo",
        "Historial de servicio, recambios y órdenes de trabajo para flotas propias o de alquiler",
        "Cuadros de mando de rendimiento y seguridad por operador",
      ],
      detailedDescription: [
        "La aplicación de gestión de flotas de carretillas elevadoras conecta carretillas diésel, de GLP y eléctricas, carretillas retráctiles y transpaletas a un único panel en la nube. Unas unidades telemáticas compactas instaladas en cada vehículo informan de la ubicación, las horas de motor, el estado de la batería, los impactos y los códigos de avería, mientras que los operadores se identifican con una tarjeta RFID y completan una lista de comprobación de seguridad digital sin la cual la carretilla no arranca. Los responsables de almacenes, puertos y fábricas ven exactamente qué carretillas están trabajando, paradas, cargando o a la espera de reparación.",
        "El aprendizaje automático convierte esa telemetría en decisiones. El modelo de mantenimiento aprende el comportamiento normal de cada carretilla y avisa cuando la presión hidráulica, la temperatura del motor o el patrón de descarga de la batería indican que un componente está a punto de fallar, de modo que se pueden pedir los recambios y programar el trabajo en un turno tranquilo. El análisis de uso muestra dónde la flota es mayor de lo que exige la carga de trabajo y dónde una carretilla más en las horas punta eliminaría un cuello de botella en la carga.",
        "La seguridad forma parte de cada turno. Los sensores de impacto registran las colisiones con la hora, el lugar y el operador; las reglas por zonas reducen la velocidad cerca de los pasillos peatonales, y una lista de comprobación no superada bloquea la carretilla hasta que un supervisor la autoriza. La aplicación conserva los registros de inspección y formación necesarios para las auditorías del DOSH, sirve para flotas propias, en arrendamiento y de alquiler, y se conecta con nuestra aplicación de gestión de inventario para cruzar la actividad de las carretillas con las tareas de preparación y ubicación de pedidos.",
      ],
      useCases: [
        {
          title: "Control de flotas en centros de distribución",
          description:
            "Un operador logístico que trabaja a varios turnos ve en tiempo real la disponibilidad de las carretillas y las redistribuye entre los muelles de entrada y de salida según cambian los volúmenes.",
        },
        {
          title: "Operaciones en puertos y terminales de contenedores",
          description:
            "Controle las grúas apiladoras y la maquinaria pesada de contenedores en toda la terminal, con alertas predictivas que evitan averías durante las escalas de los buques.",
        },
        {
          title: "Seguridad en plantas de fabricación",
          description:
            "Haga cumplir los carnés de operador, las comprobaciones previas al uso y las zonas de velocidad en torno a las líneas de montaje, e investigue cada impacto con pruebas fechadas.",
        },
        {
          title: "Gestión de flotas de alquiler",
          description:
            "Las empresas de alquiler de maquinaria facturan por horas reales de uso, programan el mantenimiento preventivo en las instalaciones de sus clientes y recuperan antes los equipos inactivos.",
        },
        {
          title: "Carga de flotas eléctricas",
          description:
            "Planifique la carga y el cambio de baterías para que las carretillas eléctricas estén listas en los periodos punta sin sobrecargar el suministro eléctrico de las instalaciones.",
        },
      ],
    },
  },
  "supply-chain-management-app": {
    source: "67891fade4a8",
    text: {
      name: "Gestión de la cadena de suministro",
      tagline:
        "Visibilidad integral de la cadena de suministro, con previsión de la demanda y alertas de interrupciones basadas en IA para que la mercancía fluya del proveedor al cliente.",
      topFeatures: [
        "Previsión de la demanda con IA por SKU, ubicación y canal de venta",
        "Planificación de inventario multinivel entre fábricas, almacenes y tiendas",
        "Seguimiento de envíos marítimos, aéreos, por carretera y de mensajería",
        "Alertas de interrupciones por congestión portuaria, meteorología y retrasos de proveedores",
        "Portal de colaboración con proveedores para previsiones, confirmaciones y avisos de envío (ASN)",
        "Planificación del transporte con optimización de rutas y cargas",
        "Operaciones de almacén con asignación de ubicaciones, preparación por oleadas y recuentos cíclicos",
        "Cálculo del coste en destino, con flete, aranceles y SST",
        "Torre de control con flujos de trabajo basados en excepciones",
        "Planificación de escenarios para medir el impacto de las perturbaciones de la demanda o del suministro",
      ],
      detailedDescription: [
        "Nuestra solución de gestión de la cadena de suministro reúne planificación, aprovisionamiento, almacenaje y transporte en una sola vista, para que fabricantes, distribuidores y minoristas sepan dónde está su stock, hacia dónde va y cuándo llegará. Consolida los datos de los sistemas ERP, proveedores, transitarios y transportistas, y sustituye las cadenas de correos y las llamadas de seguimiento por una torre de control compartida. Los planificadores trabajan con las mismas cifras que los equipos de compras y logística, y las excepciones aparecen como tareas, no como sorpresas.",
        "La previsión con IA es el núcleo. Modelos entrenados con el historial de ventas, las promociones, los picos festivos como Hari Raya y el Año Nuevo chino, y señales externas generan previsiones de demanda por SKU y ubicación que los planificadores pueden revisar y ajustar. Un motor de interrupciones vigila la congestión portuaria, el rendimiento de los transportistas y los plazos de entrega de los proveedores, estima el retraso probable de cada pedido afectado y recomienda opciones como cambiar de ruta, acelerar el envío o recurrir a otro proveedor.",
        "Las herramientas de optimización convierten después los planes en acciones. Los objetivos de inventario se equilibran entre fábricas, almacenes regionales y tiendas para proteger el nivel de servicio sin inmovilizar tesorería, y la planificación del transporte compone cargas y rutas que reducen los kilómetros en vacío. La planificación de escenarios permite a la dirección comprobar qué ocurre si un proveedor clave cierra dos semanas o si la demanda sube una quinta parte, y cada decisión de planificación queda trazada para la auditoría y la mejora continua.",
      ],
      useCases: [
        {
          title: "Distribución de gran consumo",
          description:
            "Prevea la demanda de miles de SKU en la distribución organizada y el comercio tradicional, y reabastezca a los distribuidores con holgura antes de los picos festivos.",
        },
        {
          title: "Fabricación electrónica",
          description:
            "Siga los componentes críticos de proveedores extranjeros, reciba avisos tempranos de escasez y replanifique la producción cuando las piezas lleguen tarde.",
        },
        {
          title: "Reposición en el comercio minorista",
          description:
            "Fije objetivos de stock por tienda a partir de las previsiones de IA y lance transferencias automáticas desde el almacén regional cuando las ventas se aceleren.",
        },
        {
          title: "Logística de importación y exportación",
          description:
            "Siga los contenedores que pasan por Port Klang y otros puertos de entrada, calcule el coste en destino de cada envío y comparta con los clientes estimaciones de llegada actualizadas.",
        },
        {
          title: "Control de la cadena de frío",
          description:
            "Combine el seguimiento de envíos con las lecturas de temperatura para proteger alimentos y productos farmacéuticos y documentar el cumplimiento en cada entrega.",
        },
      ],
    },
  },
  "procurement-application": {
    source: "e995662afff8",
    text: {
      name: "Aplicación de compras",
      tagline:
        "Compras de principio a fin, del aprovisionamiento al pago, con una IA que encuentra ahorros, evalúa el riesgo de los proveedores y concilia facturas automáticamente.",
      topFeatures: [
        "Solicitudes de compra con control presupuestario y aprobaciones en varios niveles",
        "Catálogos de compra guiada con precios de contrato negociados",
        "Licitación electrónica y gestión de solicitudes de oferta con evaluación de ofertas en sobre cerrado",
        "Clasificación del gasto con IA por departamentos y categorías",
        "Conciliación a tres bandas de pedidos, albaranes de recepción y facturas",
        "Alta de proveedores con verificación de documentos y del registro en la SSM",
        "Puntuación del riesgo de proveedores según señales de entrega, calidad y solvencia",
        "Repositorio de contratos con avisos de renovación y búsqueda de cláusulas",
        "Recepción de facturas electrónicas alineada con los requisitos de LHDN MyInvois",
        "Paneles de ahorro y cumplimiento para los responsables de finanzas y compras",
      ],
      detailedDescription: [
        "La aplicación de compras gestiona todo el ciclo, del aprovisionamiento al pago: desde que un empleado necesita algo hasta que se paga al proveedor. Las solicitudes se contrastan con el presupuesto y se envían a los aprobadores correspondientes, los compradores gestionan en línea solicitudes de oferta y licitaciones, y pedidos, entregas y facturas quedan vinculados en un mismo registro. Se adapta tanto a empresas privadas que quieren controlar mejor el gasto como a entidades vinculadas al Gobierno que necesitan licitaciones transparentes y auditables.",
        "La IA ayuda a los compradores a dedicar menos tiempo al papeleo y más a negociar. La clasificación del gasto lee las líneas de compra en texto libre y las ordena por categorías, lo que pone de manifiesto las compras dispersas y el gasto fuera de contrato. La captura de facturas extrae los datos de cabecera y de línea de archivos PDF y documentos escaneados, y los concilia con los pedidos y los albaranes, de modo que a cuentas a pagar solo llegan las excepciones reales. En las licitaciones, el asistente compara las ofertas una junto a otra y resume las diferencias de precio, plazo de entrega y condiciones.",
        "El riesgo de los proveedores se vigila de forma continua. Cada proveedor tiene un cuadro de mando basado en la puntualidad de las entregas, los rechazos por calidad, las desviaciones de precio y la vigencia de sus documentos, y el modelo de riesgo señala a los proveedores cuyo rendimiento empeora antes de que afecten a la operación. Contratos, certificados y datos bancarios se guardan en un único repositorio con avisos de caducidad. La plataforma se integra con los principales sistemas ERP y de contabilidad y conserva un registro completo de aprobaciones para auditores internos y externos.",
      ],
      useCases: [
        {
          title: "Control del gasto indirecto",
          description:
            "Dirija a los empleados a catálogos aprobados de material de oficina, equipos informáticos y servicios, reduciendo las compras fuera de contrato y acortando los plazos de aprobación.",
        },
        {
          title: "Licitaciones públicas transparentes",
          description:
            "Los organismos públicos y las GLC publican licitaciones, reciben ofertas en sobre cerrado en línea y documentan cada paso de la evaluación para auditorías posteriores.",
        },
        {
          title: "Automatización de cuentas a pagar",
          description:
            "Concilie automáticamente grandes volúmenes de facturas de proveedores y envíe al equipo financiero solo las discrepancias de precio o cantidad para su revisión.",
        },
        {
          title: "Proyectos de aprovisionamiento estratégico",
          description:
            "Use la analítica del gasto para concentrar proveedores en una categoría, lance una solicitud de oferta competitiva y mida el ahorro obtenido frente a la referencia.",
        },
        {
          title: "Gestión del cumplimiento de proveedores",
          description:
            "Recoja licencias, pólizas de seguro y certificaciones durante el alta y reciba avisos antes de que caduque cualquier documento.",
        },
      ],
    },
  },
  "attendance-management-application": {
    source: "d362a6615b44",
    text: {
      name: "Control de asistencia",
      tagline:
        "Control horario y de asistencia fiable para oficinas, fábricas y equipos de campo, con reconocimiento facial y una IA que detecta huecos en los turnos.",
      topFeatures: [
        "Fichaje por reconocimiento facial con detección de vida para evitar que unos fichen por otros",
        "Fichaje móvil con geovalla para el personal de campo y en remoto",
        "Compatible con los terminales biométricos y lectores RFID existentes",
        "Cuadrantes de turnos rotativos, partidos y nocturnos",
        "Cálculo automático de horas extra de acuerdo con la Ley de Empleo de 1955 (Employment Act 1955)",
        "Gestión de días de descanso, ausencias y festivos de cada estado",
        "Alertas en tiempo real a los supervisores por retrasos y ausencias",
        "Propuestas de cuadrantes con IA según la carga de trabajo prevista y la disponibilidad del personal",
        "Partes de horas por proyecto para facturar a clientes y controlar costes",
        "Exportaciones listas para nómina al sistema de gestión de RR. HH. (HRMS) y a programas de nómina de terceros",
      ],
      detailedDescription: [
        "La aplicación de control de asistencia registra cuándo y dónde trabaja cada persona, ya fiche en la puerta de una fábrica, en el vestíbulo de una oficina, en una tienda o en las instalaciones de un cliente. Los empleados fichan en terminales faciales de pared, en los lectores biométricos existentes o con una aplicación móvil con geovalla, y cada registro queda fechado y con la ubicación verificada. Los supervisores ven en tiempo real quién está presente, quién llega tarde y quién falta en todas las sedes, y RR. HH. recibe al final de cada periodo datos limpios y aprobados para la nómina.",
        "La IA hace que los registros sean fiables y los cuadrantes, más inteligentes. El reconocimiento facial con detección de vida confirma que quien ficha es la persona correcta y rechaza fotos o vídeos mostrados ante la cámara. La detección de anomalías destaca patrones irregulares, como ediciones repetidas, desplazamientos imposibles entre sedes u horas extra que no se corresponden con la producción. En las operaciones por turnos, el asistente de cuadrantes propone horarios ajustados a la carga de trabajo prevista que respetan los días de descanso, las competencias y las preferencias personales.",
        "Las reglas de horas extra, días de descanso, festivos y pluses de turno se configuran una sola vez y se aplican de forma coherente, de acuerdo con la Ley de Empleo de 1955 (Employment Act 1955) y con la política de la empresa. Los responsables aprueban excepciones y horas extra desde el móvil, y los empleados pueden consultar sus propios registros, lo que reduce las discrepancias. La aplicación exporta datos listos para nómina a nuestro sistema de gestión de RR. HH. (HRMS) o a otros programas de nómina, y permite fichar sin conexión en lugares con cobertura poco fiable, con sincronización en cuanto vuelve la red.",
      ],
      useCases: [
        {
          title: "Turnos en fábrica",
          description:
            "Controle líneas de producción a tres turnos, calcule automáticamente horas extra y pluses de turno, y detecte la falta de personal antes de que una línea arranque incompleta.",
        },
        {
          title: "Personal de tiendas",
          description:
            "Organice los turnos del personal a tiempo parcial y completo en decenas de tiendas, ajustando la plantilla a la afluencia y las promociones previstas.",
        },
        {
          title: "Equipos técnicos y comerciales de campo",
          description:
            "Permita a técnicos y comerciales fichar en las instalaciones del cliente con fichaje móvil con geovalla y una foto como prueba de llegada.",
        },
        {
          title: "Obras y emplazamientos de proyecto",
          description:
            "Registre la asistencia del personal propio y de los subcontratistas en emplazamientos temporales con terminales faciales portátiles que siguen funcionando sin conexión.",
        },
        {
          title: "Políticas de oficina híbrida",
          description:
            "Controle los días de oficina y de teletrabajo de los equipos híbridos, y ofrezca a los responsables una imagen clara del uso de los puestos y de la colaboración presencial.",
        },
      ],
    },
  },
  "visitor-management-application": {
    source: "4b5a766b7d2b",
    text: {
      name: "Gestión de visitantes",
      tagline:
        "Registro de visitantes rápido y seguro, con invitación previa, lectura de documentos de identidad y cotejo con listas de vigilancia mediante IA, para cualquier edificio o instalación.",
      topFeatures: [
        "Registro previo con invitaciones con código QR enviadas por correo o WhatsApp",
        "Registro en quiosco de autoservicio en menos de un minuto",
        "Lectura de MyKad y pasaporte con captura automática de datos",
        "Aviso al anfitrión por Teams, correo o SMS cuando llega su invitado",
        "Impresión de acreditaciones con foto, nombre del anfitrión y zonas autorizadas",
        "Cotejo con listas de vigilancia y reconocimiento facial con IA para personas con acceso restringido",
        "Integración con tornos, control de accesos y ascensores",
        "Formación de seguridad para contratistas y firma de acuerdos de confidencialidad a la llegada",
        "Lista en directo de los visitantes presentes para evacuaciones de emergencia",
        "Recogida del consentimiento y reglas de conservación automáticas alineadas con la PDPA",
      ],
      detailedDescription: [
        "La aplicación de gestión de visitantes sustituye los registros en papel y la entrega manual de acreditaciones por una recepción rápida y profesional. Los anfitriones invitan a sus visitas con antelación, y estas reciben un código QR con el que se registran en segundos en un quiosco de recepción, una tableta o el mostrador de seguridad. Quien llega sin cita escanea su MyKad o su pasaporte, se hace una foto y recibe una acreditación impresa, mientras el anfitrión recibe el aviso al instante. Cada entrada y salida queda registrada, lo que da al equipo de seguridad un registro exacto de quién está en las instalaciones.",
        "La IA refuerza la seguridad sin ralentizar la cola. El reconocimiento facial compara la foto de cada visitante con la lista de vigilancia de la organización y con los registros de incidentes anteriores, y avisa discretamente a seguridad si hay coincidencia. La lectura de documentos extrae con precisión nombres y números de identificación de tarjetas y pasaportes, lo que reduce los errores de tecleo en recepciones concurridas. El análisis de los patrones de visita destaca comportamientos inusuales, como visitas repetidas fuera del horario laboral o permanencias excesivas en zonas restringidas, para que el equipo de seguridad las revise.",
        "La aplicación se conecta con tornos, controladores de puertas y ascensores para que cada acreditación abra solo las plantas y zonas autorizadas, y solo durante la visita. Los contratistas completan la formación de seguridad y firman los acuerdos necesarios antes de entrar. En una emergencia, los responsables de evacuación ven en directo la lista de todas las personas presentes. Los textos de consentimiento, los plazos de conservación y la eliminación de datos se configuran para ayudarle a cumplir la Ley de Protección de Datos Personales de 2010 (PDPA).",
      ],
      useCases: [
        {
          title: "Recepción de torres de oficinas",
          description:
            "Reciba a clientes, candidatos y mensajeros en un edificio con varios inquilinos gracias al registro previo, el registro en quiosco y el acceso al ascensor por planta.",
        },
        {
          title: "Fábricas e instalaciones de alta seguridad",
          description:
            "Coteje a los contratistas con las listas de vigilancia, exija la formación de seguridad y restrinja el acceso a las zonas de producción por turnos.",
        },
        {
          title: "Hospitales y clínicas",
          description:
            "Gestione los horarios de visita de las plantas, limite el número de visitantes por paciente y conserve registros de visitas trazables para el control de infecciones.",
        },
        {
          title: "Oficinas de atención de la administración",
          description:
            "Registre a los ciudadanos que acuden a las ventanillas, verifique sus documentos de identidad y conserve registros auditables de cada visita.",
        },
        {
          title: "Colegios y campus",
          description:
            "Controle el acceso de familias y proveedores en horario escolar y ofrezca al personal una vista en tiempo real de cada visitante en el recinto.",
        },
      ],
    },
  },
  "inventory-app": {
    source: "0209aae81015",
    text: {
      name: "Gestión de inventario",
      tagline:
        "Control de existencias en tiempo real en tiendas y almacenes, con propuestas de reposición basadas en IA que reducen las roturas de stock y el exceso de inventario.",
      topFeatures: [
        "Niveles de stock en tiempo real en almacenes, tiendas y furgonetas de reparto",
        "Lectura de códigos de barras y QR con móviles y terminales portátiles",
        "Puntos de pedido y cantidades de compra sugeridos por IA",
        "Trazabilidad por lote y número de serie con avisos de caducidad",
        "Reglas de preparación FIFO y FEFO para productos perecederos",
        "Transferencias de stock entre ubicaciones con visibilidad de la mercancía en tránsito",
        "Recuentos cíclicos con flujos de investigación de diferencias",
        "Detección temprana del stock de baja rotación y obsoleto",
        "Varias unidades de medida y listas de materiales",
        "Valoración del inventario por FIFO o por coste medio ponderado",
      ],
      detailedDescription: [
        "La aplicación de gestión de inventario ofrece a las empresas una visión exacta y en tiempo real de cada artículo que tienen, ya esté en una estantería del almacén, en el lineal de una tienda o en una furgoneta de reparto. El personal recibe, mueve, prepara y cuenta la mercancía escaneando códigos de barras con el móvil o un terminal portátil, de modo que los registros de stock se actualizan a la vez que se hace el trabajo físico. La trazabilidad por lote, número de serie y fecha de caducidad responde a las necesidades de las empresas de alimentación, farmacia, electrónica y recambios que requieren una trazabilidad precisa.",
        "La IA elimina las conjeturas de la reposición. En lugar de niveles mínimos y máximos fijos, el sistema aprende el patrón de demanda, el plazo de entrega y la variabilidad de cada artículo en cada ubicación, y recomienda puntos de pedido y cantidades que equilibran la disponibilidad con el coste de almacenamiento. Señala pronto el stock de baja rotación y obsoleto, predice qué productos se agotarán antes de la próxima entrega y destaca las diferencias de recuento que parecen errores o mermas.",
        "Operaciones y finanzas trabajan con las mismas cifras. Las transferencias entre ubicaciones muestran el stock en tránsito, los recuentos cíclicos sustituyen a los engorrosos inventarios anuales y los informes de valoración siguen el método FIFO o de coste medio ponderado para el cierre mensual. La aplicación se integra con nuestras soluciones de punto de venta (POS), comercio electrónico, compras y gestión de pedidos, así como con programas de contabilidad, y se enlaza con la gestión de flotas de carretillas elevadoras para analizar conjuntamente los movimientos del almacén y el uso de los equipos.",
      ],
      useCases: [
        {
          title: "Control de stock en comercios con varias tiendas",
          description:
            "Mantenga un stock exacto en las tiendas y en el almacén central, con transferencias automáticas cuando una tienda se queda corta y otra tiene excedente.",
        },
        {
          title: "Recambios para equipos de mantenimiento",
          description:
            "Siga los recambios críticos por número de serie y ubicación para que los técnicos encuentren enseguida la pieza correcta y los equipos estén menos tiempo parados.",
        },
        {
          title: "Distribución de alimentación y bebidas",
          description:
            "Aplique la preparación FEFO, vigile las fechas de caducidad y localice en minutos los lotes afectados si se comunica un problema de calidad.",
        },
        {
          title: "Materias primas para la fabricación",
          description:
            "Gestione los componentes según las listas de materiales, reserve stock para las órdenes de producción y reponga materiales según el plan de producción.",
        },
        {
          title: "Farmacia y suministros médicos",
          description:
            "Siga los números de lote y las fechas de caducidad de medicamentos y fungibles en todas las clínicas, con avisos mucho antes de que caduquen.",
        },
      ],
    },
  },
  "csm-app": {
    source: "cae2bc8728a0",
    text: {
      name: "Gestión del servicio al cliente (CSM)",
      tagline:
        "Un espacio de trabajo unificado de atención al cliente en el que la IA resume casos, sugiere respuestas y predice qué clientes necesitan atención.",
      topFeatures: [
        "Gestión unificada de casos por correo, formularios web, chat, WhatsApp y teléfono",
        "Visión 360° del cliente con pedidos, contratos e interacciones anteriores",
        "Resúmenes de casos y respuestas sugeridas por IA para los agentes",
        "Detección de sentimiento que escala los casos de clientes frustrados",
        "Enrutamiento por habilidades y reparto equilibrado de la carga",
        "Políticas de SLA por categoría de cliente con reglas de escalado",
        "Portal de autoservicio con búsqueda de conocimiento basada en IA",
        "Asignación de técnicos para visitas a domicilio",
        "Encuestas CSAT y NPS con análisis de comentarios por IA",
        "Puntuación del riesgo de abandono para los equipos de cuentas y de éxito del cliente",
      ],
      detailedDescription: [
        "La aplicación de gestión del servicio al cliente (CSM) ofrece a los equipos de soporte un único espacio de trabajo para cualquier incidencia de un cliente, llegue por el canal que llegue. Correos, formularios web, chats, mensajes de WhatsApp y llamadas se convierten en casos vinculados al perfil del cliente, sus pedidos, sus contratos y sus conversaciones anteriores, para que los agentes nunca tengan que pedirle que se repita. Los flujos de trabajo asignan los casos al equipo adecuado, controlan los niveles de servicio por categoría de cliente y coordinan a los técnicos de campo cuando una incidencia requiere una visita.",
        "La IA trabaja junto a cada agente. Cuando se abre un caso, el asistente resume los hilos de correo largos, identifica el producto y la intención, y sugiere una respuesta basada en la base de conocimiento y en el historial del cliente. El análisis de sentimiento detecta la frustración y hace subir en la cola los casos en riesgo. En el portal de autoservicio, los clientes buscan en lenguaje natural y a menudo resuelven el problema por sí mismos, mientras nuestro chatbot atiende las solicitudes habituales antes de que lleguen a convertirse en casos.",
        "Los responsables de servicio ven más allá del número de tickets. Los paneles combinan tiempo de resolución, casos pendientes, satisfacción y resolución en el primer contacto por equipo y canal, y el análisis con IA de los comentarios de las encuestas revela las causas recurrentes de las quejas. Una puntuación de riesgo de abandono combina volumen de casos, sentimiento y uso del producto para alertar a tiempo a los gestores de cuentas. La aplicación se integra con nuestro centro de contacto, nuestro chatbot y nuestras soluciones omnicanal, así como con las plataformas de CRM y ERP más extendidas.",
      ],
      useCases: [
        {
          title: "Soporte a clientes de SaaS B2B",
          description:
            "Gestione el soporte por nivel de suscripción con SLA separados y avise a los responsables de éxito del cliente cuando aparezcan señales de abandono en cuentas clave.",
        },
        {
          title: "Gestión de reclamaciones en telecomunicaciones",
          description:
            "Siga las reclamaciones de servicio desde el primer contacto hasta su resolución, incluidas las incidencias de red vinculadas y los casos que deben notificarse al regulador.",
        },
        {
          title: "Posventa de electrónica de consumo",
          description:
            "Registre garantías, gestione reparaciones y envíe técnicos, manteniendo informado al cliente en cada paso por SMS o WhatsApp.",
        },
        {
          title: "Atención en banca y seguros",
          description:
            "Gestione reclamaciones de tarjetas, consultas sobre siniestros y cambios de póliza con historiales de casos listos para auditoría y plazos de respuesta estrictos.",
        },
        {
          title: "Suministros y administración de fincas",
          description:
            "Registre las averías que comunican inquilinos o residentes, asigne contratistas y mida los tiempos de resolución de cada inmueble.",
        },
      ],
    },
  },
  "pos-application": {
    source: "978f66efa46e",
    text: {
      name: "Punto de venta (POS)",
      tagline:
        "Un punto de venta rápido y conectado a la nube para comercio y restauración, que acepta todos los métodos de pago habituales en Malasia y usa la IA para sugerir ventas adicionales.",
      topFeatures: [
        "Funciona en iPad, terminales Android y cajas con Windows",
        "Pagos con tarjeta, DuitNow QR, monederos electrónicos y efectivo en un mismo cobro",
        "Modo sin conexión que sigue vendiendo cuando cae internet",
        "Gestión de mesas, pantallas de cocina y división de cuentas para restauración",
        "Sincronización de ventas y stock entre tiendas en tiempo real",
        "Sugerencias de venta adicional con IA según el contenido de la cesta y la hora del día",
        "Puntos de fidelidad, vales y precios para socios",
        "Tiques preparados para el SST y emisión de facturas electrónicas a petición",
        "Perfiles de personal, apertura y cierre de turno y arqueo de caja",
        "Previsión de ventas y análisis del rendimiento de la carta o de los productos",
      ],
      detailedDescription: [
        "La aplicación de punto de venta (POS) ayuda a comercios, restaurantes, cafeterías y negocios de servicios a cobrar con rapidez y a mantener sincronizados todos sus establecimientos. Funciona en iPad, terminales Android y cajas con Windows, acepta tarjetas, DuitNow QR, los monederos electrónicos más populares y efectivo en un único flujo, y sigue funcionando sin conexión cuando falla la red, con sincronización automática en cuanto vuelve. Los propietarios añaden productos, cambian precios y lanzan promociones en todos los establecimientos desde un panel de administración web.",
        "La IA convierte cada transacción en una orientación útil. En caja, el motor de venta adicional sugiere complementos y packs según lo que ya hay en la cesta, la hora del día y lo que compraron clientes similares, y ofrece al cajero una sugerencia pertinente en lugar de un guion. Entre bastidores, la previsión estima las ventas por establecimiento y por hora para que los responsables planifiquen el personal y la preparación de la comida, y la ingeniería de menús destaca los platos que se venden bien pero dejan poco margen.",
        "En restauración, los planos de sala, las pantallas de cocina, los modificadores y la división de cuentas mantienen el servicio fluido en plena hora punta del mediodía. Los comercios cuentan con lectura de códigos de barras, variantes, números de serie y devoluciones sencillas. Los programas de fidelidad, los vales y los precios para socios vienen integrados, los tiques muestran correctamente el SST y pueden emitirse facturas electrónicas cuando el cliente las pide. El POS comparte el stock con nuestras aplicaciones de gestión de inventario y de comercio electrónico, de modo que las ventas en línea y en tienda tiran de un único inventario.",
      ],
      useCases: [
        {
          title: "Restaurantes de comida rápida",
          description:
            "Tome pedidos en el mostrador o en quioscos de autopedido, envíelos directamente a las pantallas de cocina y sirva más rápido en las horas punta.",
        },
        {
          title: "Comercio de moda y estilo de vida",
          description:
            "Venda productos con variantes de talla y color en varios centros comerciales, acepte cambios en cualquier tienda y sincronice el stock con la tienda en línea.",
        },
        {
          title: "Cafeterías y restaurantes con servicio de mesa",
          description:
            "Gestione planos de sala, traslados de mesa y división de cuentas, con sugerencias de IA que elevan el tique medio mediante complementos pertinentes.",
        },
        {
          title: "Minimercados y tiendas de conveniencia",
          description:
            "Escanee miles de SKU con rapidez, acepte DuitNow QR y monederos electrónicos, y reponga los artículos de alta rotación según las ventas diarias.",
        },
        {
          title: "Peluquerías y mostradores de servicios",
          description:
            "Combine citas, bonos de servicios y venta de productos en un mismo cobro, con seguimiento de comisiones para cada estilista o terapeuta.",
        },
      ],
    },
  },
  "e-commerce-application": {
    source: "94b0e4040034",
    text: {
      name: "Plataforma de comercio electrónico",
      tagline:
        "Lance y haga crecer su tienda en línea con recomendaciones de productos basadas en IA, búsqueda inteligente e integración con marketplaces, pensada para los compradores del Sudeste Asiático.",
      topFeatures: [
        "Plantillas de tienda pensadas para el móvil, con un editor de páginas de arrastrar y soltar",
        "Recomendaciones de productos con IA en la página de inicio, en las fichas de producto y en el carrito",
        "Búsqueda inteligente que tolera erratas, sinónimos y consultas que mezclan malayo e inglés",
        "Pago con FPX, tarjeta, DuitNow y monederos electrónicos, con opciones de compra ahora y pago después",
        "Sincronización con los marketplaces Shopee, Lazada y TikTok Shop",
        "Integración con empresas de mensajería, con tarifas de envío y seguimiento en tiempo real",
        "Descripciones de producto y metadatos SEO generados por IA",
        "Recuperación de carritos abandonados por correo y WhatsApp",
        "Promociones, vales, ofertas relámpago y precios por pack",
        "Segmentos de clientes y analítica del valor del ciclo de vida",
      ],
      detailedDescription: [
        "La plataforma de comercio electrónico da a marcas, comercios y distribuidores todo lo que necesitan para vender en línea con su propio nombre. Los comerciantes diseñan una tienda rápida y pensada para el móvil con plantillas listas para usar, gestionan catálogos con variantes y packs, y aceptan métodos de pago locales como la banca en línea FPX, tarjetas, DuitNow y monederos electrónicos. Los pedidos del sitio web y de marketplaces como Shopee, Lazada y TikTok Shop llegan a un único panel y comparten un mismo stock para evitar vender más de lo disponible.",
        "La IA ayuda a los compradores a encontrar lo que buscan y a los comerciantes a vender más. Los modelos de recomendación personalizan las sugerencias de productos según el comportamiento de navegación y de compra, y la búsqueda inteligente entiende las faltas de ortografía, los sinónimos y la mezcla de Bahasa Malaysia e inglés que suelen escribir los clientes locales. Para los equipos de merchandising, el asistente de contenidos redacta descripciones, títulos y metadatos SEO a partir de unos pocos atributos, y convierte un día de trabajo de catálogo en una hora de revisión.",
        "Las herramientas de crecimiento vienen integradas. Los recordatorios de carrito abandonado se envían por correo o WhatsApp en el momento en que es más probable que conviertan, las ofertas relámpago y los vales pueden programarse en torno a campañas como el 11.11, y los segmentos de clientes muestran quién compra a menudo, quién se está alejando y quién responde a los descuentos. La plataforma admite tarifas B2B y pedidos mayoristas, y se conecta con nuestras aplicaciones de gestión de pedidos, gestión de inventario y punto de venta (POS) para un comercio verdaderamente omnicanal.",
      ],
      useCases: [
        {
          title: "Lanzamiento de marcas de venta directa",
          description:
            "Marcas de belleza, moda y alimentación abren rápidamente su propia tienda y construyen relaciones con sus clientes en lugar de depender solo de los marketplaces.",
        },
        {
          title: "Comercio omnicanal",
          description:
            "Los comercios con tiendas físicas ofrecen la compra en línea con recogida en tienda y permiten consultar qué sucursal tiene el artículo en stock.",
        },
        {
          title: "Pedidos mayoristas B2B",
          description:
            "Los distribuidores ofrecen a sus clientes profesionales un portal con precios propios de cada cuenta, condiciones de crédito y repetición de pedidos en un clic a partir de facturas anteriores.",
        },
        {
          title: "Campañas y ventas de temporada",
          description:
            "Prepárese para el 11.11, Hari Raya y las promociones de fin de año con ofertas relámpago programadas, reglas para los vales y un alojamiento que se adapta a los picos de tráfico.",
        },
        {
          title: "Centralización de marketplaces",
          description:
            "Gestione anuncios, stock y pedidos de varias tiendas en marketplaces desde un único panel de administración, con menos sobreventa y menos actualizaciones manuales.",
        },
      ],
    },
  },
  "call-billing-application": {
    source: "51164b39d273",
    text: {
      name: "Tarificación y contabilidad de llamadas",
      tagline:
        "Tarificación y facturación de llamadas precisas para empresas, hoteles y proveedores de servicios, con una IA que detecta el fraude telefónico y los consumos inusuales.",
      topFeatures: [
        "Recogida de registros de llamadas (CDR) de centralitas, troncales SIP, Teams y Webex",
        "Tarificación flexible por destino, franja horaria y tarifa del operador",
        "Informes de imputación de costes por departamento y centro de coste",
        "Facturación automática a inquilinos, huéspedes y clientes de reventa",
        "Detección del fraude telefónico con IA, con alertas y bloqueo en tiempo real",
        "Límites de presupuesto y alertas de consumo por extensión o usuario",
        "Conciliación de las facturas del operador para detectar cobros excesivos",
        "Integración con el PMS del hotel para cargar las llamadas de las habitaciones",
        "Informes de uso de troncales y planificación de capacidad",
        "Informes programados enviados por correo en PDF o Excel",
      ],
      detailedDescription: [
        "Nuestra aplicación de tarificación y contabilidad de llamadas recoge los registros detallados de llamadas de centralitas locales, troncales SIP, telefonía en la nube y plataformas de colaboración como Microsoft Teams y Cisco Webex, y tarifica cada llamada según las tarifas de sus operadores. Los equipos financieros obtienen una imputación de costes exacta por departamento, proyecto o centro de coste, mientras que proveedores de servicios, hoteles y centros de negocios facturan automáticamente a inquilinos, huéspedes y clientes de reventa. Todo se gestiona desde una consola web con acceso basado en roles para finanzas, TI y dirección.",
        "La IA vigila cada llamada en tiempo real en busca de señales de abuso. El modelo antifraude aprende el patrón de llamadas habitual de cada organización, incluidos los destinos, los horarios y las duraciones típicas, y lanza una alerta en cuanto detecta ráfagas internacionales inusuales, llamadas a números de tarificación adicional o actividad en extensiones inactivas. El tráfico sospechoso puede bloquearse automáticamente, lo que limita la exposición a un fraude telefónico que, de otro modo, podría prolongarse toda la noche o un fin de semana largo antes de que alguien se fije en la factura.",
        "Más allá de la facturación, la aplicación ayuda a las organizaciones a gastar menos en voz. La conciliación de facturas compara las llamadas tarificadas con las facturas del operador y resalta las discrepancias, los informes de uso muestran si hay troncales y licencias sobredimensionadas, y el análisis de tendencias ayuda a negociar mejores tarifas. Como los datos de llamadas son sensibles, los registros se guardan de forma segura, con plazos de conservación configurables y enmascaramiento de números. La solución complementa nuestra telefonía en la nube y nuestros servicios de voz gestionados, y se adapta tanto a una sola sede como a implantaciones multinacionales.",
      ],
      useCases: [
        {
          title: "Imputación de costes en la empresa",
          description:
            "Repercuta cada mes los costes de voz a departamentos y proyectos con informes detallados que el equipo financiero puede conciliar con total confianza.",
        },
        {
          title: "Cargos por llamadas de los huéspedes",
          description:
            "Cargue las llamadas de las habitaciones en la cuenta del huésped mediante la integración con el PMS para que no se escape nada en el check-out.",
        },
        {
          title: "Facturación para proveedores de servicios y revendedores",
          description:
            "Tarifique y facture a los clientes de centralita alojada y troncales SIP con planes de precios personalizados, minutos incluidos y compromisos mínimos.",
        },
        {
          title: "Prevención del fraude telefónico",
          description:
            "Detecte en minutos las extensiones comprometidas y las llamadas internacionales inusuales, y bloquéelas antes de que aumenten las pérdidas.",
        },
        {
          title: "Centros de negocios y espacios de coworking",
          description:
            "Facture a cada inquilino el uso del teléfono junto con el alquiler y los servicios compartidos, con el detalle de cada llamada en todos los extractos.",
        },
      ],
    },
  },
  "order-management-application": {
    source: "67129fde808d",
    text: {
      name: "Sistema de gestión de pedidos",
      tagline:
        "Un único sistema para captar, enrutar y servir los pedidos de todos los canales, con una IA que promete fechas de entrega fiables y señala los pedidos de riesgo.",
      topFeatures: [
        "Captación centralizada de pedidos desde la web, marketplaces, POS, comerciales y EDI",
        "Enrutamiento distribuido de pedidos al mejor almacén o tienda",
        "Fechas de entrega prometidas con IA según el stock, la capacidad y el rendimiento de cada mensajería",
        "Envíos fraccionados, pedidos pendientes y entregas parciales",
        "Control de fraude y riesgo en pedidos de alto valor o inusuales",
        "Devoluciones y cambios con flujos de reembolso",
        "Aprobación de pedidos de venta y control del límite de crédito para clientes B2B",
        "Avisos proactivos del estado del pedido por SMS, correo y WhatsApp",
        "Flujos de preparación, embalaje y envío con impresión de etiquetas de mensajería",
        "Analítica del ciclo del pedido y del coste de servicio",
      ],
      detailedDescription: [
        "El sistema de gestión de pedidos reúne en un solo lugar los pedidos de todos los canales: la tienda en línea, los marketplaces, el punto de venta, los comerciales, los centros de llamadas y el EDI de los socios comerciales. Cada pedido se valida, se contrasta con el límite de crédito cuando es necesario y se envía al almacén, la tienda o el proveedor de envío directo mejor situado para servirlo. Los equipos de atención al cliente ven el estado completo de cualquier pedido, incluidos envíos fraccionados, pedidos pendientes, devoluciones y reembolsos, sin cambiar de sistema.",
        "La IA mejora a la vez la precisión y la rapidez. Cuando el cliente finaliza la compra, el motor de promesa de entrega calcula una fecha realista a partir del stock disponible, la carga de trabajo del almacén y la puntualidad reciente de cada empresa de mensajería, de modo que las promesas se cumplen más a menudo. Los modelos de enrutamiento sopesan la distancia, el coste de envío y el equilibrio de stock para elegir el mejor punto de expedición. Un modelo de riesgo analiza los pedidos en busca de indicios de fraude, como direcciones que no coinciden o cantidades inusuales, y retiene para revisión solo los sospechosos.",
        "Los equipos de operaciones ganan control sobre la preparación y el envío. Las listas de preparación, las comprobaciones de embalaje y las etiquetas de mensajería se generan automáticamente, las incidencias como faltas en la preparación o entregas fallidas generan tareas de seguimiento claras, y los clientes reciben avisos proactivos por SMS, correo o WhatsApp. La analítica muestra el tiempo de ciclo del pedido, el coste de servicio y los motivos de devolución por producto. El sistema se conecta con nuestras aplicaciones de comercio electrónico, punto de venta (POS), gestión de inventario y gestión de la cadena de suministro, y con las principales plataformas ERP.",
      ],
      useCases: [
        {
          title: "Servicio de pedidos en el comercio omnicanal",
          description:
            "Envíe los pedidos en línea a la tienda más cercana con stock para la entrega en el día o la recogida en tienda, mientras el stock del almacén atiende los pedidos de los marketplaces.",
        },
        {
          title: "Distribución B2B",
          description:
            "Recoja pedidos de comerciales y portales profesionales, aplique los límites de crédito y agrupe las entregas por ruta para abaratar el transporte.",
        },
        {
          title: "Fabricación bajo pedido",
          description:
            "Vincule los pedidos de los clientes a la planificación de la producción y ofrezca a los compradores fechas de finalización fiables según la capacidad disponible.",
        },
        {
          title: "Categorías con muchas devoluciones",
          description:
            "Los vendedores de moda y electrónica automatizan las autorizaciones de devolución, las inspecciones y los reembolsos, y registran el motivo de cada devolución.",
        },
        {
          title: "Suscripciones y pedidos recurrentes",
          description:
            "Programe entregas periódicas de consumibles y permita que los clientes omitan, pausen o modifiquen sus próximos pedidos mediante autoservicio.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["products"]>;
