import type { SeedNavigationTranslation } from '../types';

// Spanish words of every navigation entry and page (issue 16), keyed by the
// English entry's slug, with the same safe tags and internal links as
// `../navigation.ts`. Support is reached by phone, e-mail and the support
// contact form (issue 16 defect 7: there is no live chat).

const SUPPORT_CONTACT = `<ul>
<li><strong>Teléfono:</strong> 1-888-522-7867, de lunes a viernes, de 7am a 12am EST</li>
<li><strong>Formulario de contacto:</strong> envíenos un mensaje en cualquier momento; lo respondemos de lunes a viernes, de 9am a 5pm EST</li>
<li><strong>Correo electrónico:</strong> support@labstore.com, respondido de 9am a 5pm EST</li>
</ul>`;

const RESTRICTED_STATES_NOTE = `<p>Debido a las leyes estatales y a los requisitos de nuestros laboratorios asociados, labstore no puede ofrecer pruebas a los residentes de <strong>New Jersey, New York, Rhode Island o Arizona</strong>. Los clientes actuales de Arizona todavía pueden iniciar sesión para ver sus pedidos anteriores y descargar sus resultados.</p>`;

// ---------------------------------------------------------------------------
// Top bar
// ---------------------------------------------------------------------------

const topBar: [string, SeedNavigationTranslation][] = [
  [
    'all',
    {
      name: 'Pruebas',
      pageTitle: 'Todas las pruebas de laboratorio | labstore',
      metaDescription:
        'Explore todas las pruebas de laboratorio, paneles y paquetes de labstore, con precios transparentes hasta un 70% por debajo de las tarifas habituales del mercado.',
    },
  ],
  [
    'health-topics',
    {
      name: 'Temas de salud',
      description: 'Guías sobre problemas de salud comunes y las pruebas de laboratorio que ayudan a resolverlos.',
      pageTitle: 'Temas de salud | labstore',
      metaDescription:
        'Guías en lenguaje sencillo sobre la salud del corazón, el azúcar en la sangre, la tiroides y la salud sexual, y las pruebas de laboratorio correspondientes.',
      contentHtml: `<h2>Temas de salud</h2>
<p>¿No sabe qué prueba necesita? Nuestras guías de temas de salud explican problemas comunes en lenguaje sencillo, enumeran las pruebas de laboratorio que más se usan para estudiarlos y le remiten a artículos relacionados de nuestro <a href="/blog">blog</a>. Cada guía ha sido revisada por un médico con licencia.</p>
<ul>
<li><strong>Salud del corazón</strong>: colesterol, triglicéridos y otros marcadores de riesgo cardiovascular.</li>
<li><strong>Diabetes y azúcar en la sangre</strong>: A1c, glucosa en ayunas e insulina, y cómo se detecta la prediabetes.</li>
<li><strong>Salud de la tiroides</strong>: TSH, T4 libre, T3 libre y anticuerpos tiroideos.</li>
<li><strong>Salud sexual</strong>: detección confidencial de las infecciones de transmisión sexual más comunes.</li>
</ul>
<p>Estas guías son educativas y no sustituyen los consejos de su propio profesional de la salud. Si tiene síntomas, hable con un proveedor de atención médica sobre las pruebas adecuadas para usted.</p>`,
    },
  ],
  [
    'how-it-works',
    {
      name: 'Cómo funciona',
      pageTitle: 'Cómo funciona | labstore',
      metaDescription:
        'Pida pruebas de laboratorio en línea en minutos: elija sus pruebas, pague, obtenga la aprobación médica, imprima su orden, visite un laboratorio y reciba sus resultados en 3 a 5 días hábiles.',
      contentHtml: `<h2>Pruebas de laboratorio sin sala de espera</h2>
<p>labstore le permite pedir las mismas pruebas de laboratorio que pediría su médico, a precios transparentes que en promedio están entre un 30% y un 70% por debajo de las tarifas habituales del mercado. No necesita cita para hacer su pedido, y usted elige cuándo y dónde hacerse la extracción de sangre en más de 2,100 centros de servicio al paciente asociados en todo el país.</p>
<h2>Seis pasos sencillos</h2>
<ol>
<li><strong>Elija sus pruebas.</strong> Busque por nombre de la prueba, afección o palabra clave, o <a href="/all">explore el catálogo completo</a>. Cada página de prueba explica qué mide la prueba, cómo prepararse y si se requiere ayuno.</li>
<li><strong>Pague de forma segura.</strong> Agregue las pruebas a su carrito y pague con tarjeta de crédito o débito. El total de su pedido muestra los precios de las pruebas más un cargo por supervisión médica y un cargo por extracción, para que vea el costo total antes de pagar. Se aceptan tarjetas HSA y FSA.</li>
<li><strong>Aprobación médica.</strong> Un médico independiente revisa cada pedido. Los pedidos se revisan seis veces al día, a las 8:00 am, 10:30 am, 1:00 pm, 3:30 pm, 6:00 pm y 8:00 pm, hora del Este, por lo que la mayoría se aprueba en pocas horas. Su historial de pedidos muestra una cuenta regresiva hasta la próxima revisión.</li>
<li><strong>Imprima su orden.</strong> Una vez aprobado su pedido, su orden de laboratorio está lista para descargar en <a href="/account">Mi cuenta</a>. Imprímala o compártala por correo electrónico cifrado.</li>
<li><strong>Visite un centro de pruebas.</strong> Use el <a href="/testcenters">buscador de centros de pruebas</a> para elegir un lugar cerca de usted. Lleve su orden y una identificación oficial con foto. La mayoría de las visitas dura unos 15 minutos.</li>
<li><strong>Reciba sus resultados.</strong> Los resultados suelen publicarse en su cuenta en un plazo de 3 a 5 días hábiles; allí puede descargarlos o compartirlos con su profesional de la salud por correo electrónico cifrado en cualquier momento.</li>
</ol>
<h2>Qué incluye</h2>
<table>
<thead>
<tr><th>Concepto</th><th>Qué cubre</th></tr>
</thead>
<tbody>
<tr><td>Precio de la prueba</td><td>El análisis de laboratorio de cada prueba que pide, indicado en cada página de prueba.</td></tr>
<tr><td>Cargo por supervisión médica</td><td>La revisión y autorización de su pedido por un médico independiente. No reembolsable.</td></tr>
<tr><td>Cargo por extracción</td><td>La toma de su muestra en el centro de servicio al paciente. No reembolsable.</td></tr>
<tr><td>Resultados</td><td>Acceso seguro en línea a sus resultados, que se guardan en su cuenta para consultas futuras.</td></tr>
</tbody>
</table>
<h2>Conviene saber</h2>
<ul>
<li>Debe tener al menos 18 años y pedir las pruebas para usted mismo.</li>
<li>Algunas pruebas requieren ayuno. Lea <a href="/blog/how-to-prepare-for-a-fasting-blood-test">Cómo prepararse para un análisis de sangre en ayunas</a>.</li>
<li>Las <a href="/blog/what-is-a-reflex-test">pruebas reflejas</a> pueden agregar una prueba de seguimiento, con un cargo adicional indicado en la página de la prueba, si el primer resultado es positivo.</li>
<li>No facturamos a los seguros, pero su recibo incluye los códigos de las pruebas que puede presentar a su plan.</li>
</ul>
${RESTRICTED_STATES_NOTE}
<p>¿Tiene preguntas? Nuestro equipo de soporte está para ayudarle:</p>
${SUPPORT_CONTACT}`,
    },
  ],
  [
    'covid-19',
    {
      name: 'COVID-19',
      pageTitle: 'Pruebas de COVID-19 | labstore',
      metaDescription:
        'Pruebas de anticuerpos (IgG) y PCR de COVID-19 en labstore: qué prueba elegir, el cuestionario de elegibilidad y el cargo de $10 por supervisión médica.',
      contentHtml: `<h2>Pruebas de COVID-19 en labstore</h2>
<p>Ofrecemos pruebas de laboratorio de COVID-19 cuyas muestras se toman en centros de servicio al paciente asociados. La prueba adecuada depende de la pregunta que usted quiera responder.</p>
<table>
<thead>
<tr><th></th><th>Prueba de anticuerpos (IgG)</th><th>Prueba PCR (molecular)</th></tr>
</thead>
<tbody>
<tr><td>Qué detecta</td><td>Anticuerpos que su sistema inmunitario produjo después de una infección pasada o de la vacunación</td><td>Material genético del virus SARS-CoV-2</td></tr>
<tr><td>Pregunta que responde</td><td>¿Estuve expuesto al virus en el pasado?</td><td>¿Tengo una infección en este momento?</td></tr>
<tr><td>Muestra</td><td>Extracción de sangre</td><td>Hisopado nasal o saliva, según la prueba</td></tr>
<tr><td>Mejor momento</td><td>Al menos 2 a 3 semanas después de una posible infección</td><td>Al menos 5 días completos después de una exposición si no tiene síntomas</td></tr>
<tr><td>Limitaciones</td><td>No puede diagnosticar una infección actual y no demuestra inmunidad</td><td>Puede seguir positiva durante semanas después de la recuperación</td></tr>
</tbody>
</table>
<p>Para una comparación detallada, lea <a href="/blog/covid-19-antibody-vs-pcr-tests">Pruebas de anticuerpos frente a pruebas PCR de COVID-19</a>, o <a href="/search/covid">vea todas las pruebas de COVID-19</a>.</p>
<h2>Cuestionario de elegibilidad</h2>
<p>Antes de poder agregar algunas pruebas de COVID-19 a su carrito, se le pedirá que complete un breve cuestionario sobre síntomas, exposiciones recientes, resultados de pruebas anteriores y datos demográficos básicos que se exigen para los informes de salud pública. También se le pedirá que dé su consentimiento para la prueba y que acepte nuestros términos y prácticas de privacidad.</p>
<p>Las pruebas de laboratorio a través de labstore no son adecuadas, y el cuestionario no le permitirá continuar, si se cumple alguna de las siguientes condiciones:</p>
<ul>
<li>Ha tenido fiebre de más de 100.5°F en las últimas 72 horas</li>
<li>Tiene síntomas nuevos o que empeoran y que comenzaron en los últimos 10 días</li>
<li>Tuvo una prueba PCR positiva en los últimos 10 días</li>
</ul>
<p>Si está enfermo, quédese en casa y comuníquese con su proveedor de atención médica, quien puede organizar una prueba el mismo día y, si corresponde, un tratamiento.</p>
<h2>Cargos de los pedidos de anticuerpos de COVID-19</h2>
<p>Los pedidos de la prueba de anticuerpos IgG de COVID-19 incluyen un <strong>cargo de $10 por supervisión médica</strong>, que se cobra en nombre del proveedor de supervisión médica que revisa y autoriza su pedido. Como todos los cargos por supervisión médica, no es reembolsable.</p>
<h2>Resultados</h2>
<p>Los resultados se publican en su cuenta, generalmente en un plazo de 3 a 5 días hábiles después de la toma de su muestra. Los resultados positivos de infecciones de notificación obligatoria se comunican a las autoridades de salud pública según lo exige la ley. Revise cualquier resultado con un proveedor de atención médica.</p>
<blockquote>Busque atención de emergencia de inmediato si tiene dificultad para respirar, dolor o presión persistente en el pecho, confusión nueva, incapacidad para mantenerse despierto o labios o cara de color azulado. No espere a una prueba.</blockquote>`,
    },
  ],
  [
    'blog',
    {
      name: 'Blog',
      pageTitle: 'Blog de salud y pruebas de laboratorio | labstore',
      metaDescription:
        'Artículos de científicos de laboratorio, dietistas, enfermeras practicantes y médicos sobre cómo prepararse para las pruebas de laboratorio y entender sus resultados.',
    },
  ],
  [
    'faq',
    {
      name: 'Preguntas frecuentes',
      pageTitle: 'Preguntas frecuentes | labstore',
      metaDescription:
        'Respuestas sobre precios y cargos de labstore, aprobación médica, estados excluidos, ayuno, plazos de resultados, HSA/FSA, reembolsos y privacidad.',
      contentHtml: `<h2>Preguntas frecuentes</h2>
<h3>¿Necesito una orden médica para comprar una prueba?</h3>
<p>No. Usted elige sus propias pruebas, y un médico independiente revisa y autoriza cada pedido por usted. Esta supervisión médica es lo que permite al laboratorio realizar la prueba. No sustituye la atención de su propio profesional de la salud, y le recomendamos que comparta sus resultados con él.</p>
<h3>¿Qué incluye el precio?</h3>
<p>El precio de cada página de prueba cubre el análisis de laboratorio de esa prueba y el acceso seguro en línea a sus resultados. Los paneles y paquetes incluyen todas las pruebas que se enumeran en su página. El total de su pedido también incluye un cargo por supervisión médica y un cargo por extracción, que se muestran en su carrito antes de pagar. No hay cargos ocultos. El único costo adicional posible es el de las <a href="/blog/what-is-a-reflex-test">pruebas reflejas</a>, en las que se realiza una prueba de seguimiento si el primer resultado es positivo; el posible cargo adicional se indica en la página de la prueba.</p>
<h3>¿Qué son el cargo por supervisión médica y el cargo por extracción?</h3>
<p>El <strong>cargo por supervisión médica</strong> paga al médico independiente que revisa y autoriza su pedido. El <strong>cargo por extracción</strong> cubre la toma de su muestra en el centro de servicio al paciente. Cada uno se cobra una vez por pedido, sin importar cuántas pruebas pida, y ninguno de los dos es <strong>reembolsable</strong>. Los pedidos de la prueba de anticuerpos IgG de COVID-19 incluyen un cargo de $10 por supervisión médica que se cobra en nombre del proveedor de supervisión médica.</p>
<h3>¿Cuánto tarda la aprobación médica?</h3>
<p>Los pedidos se revisan seis veces al día: a las 8:00 am, 10:30 am, 1:00 pm, 3:30 pm, 6:00 pm y 8:00 pm, hora del Este. La mayoría de los pedidos se aprueba en la siguiente revisión después del pago, y su historial de pedidos muestra una cuenta regresiva hasta ella. Una vez aprobado, su orden de laboratorio está lista para descargar.</p>
<h3>¿Qué estados están excluidos?</h3>
<p>No podemos ofrecer pruebas a los residentes de <strong>New Jersey, New York, Rhode Island o Arizona</strong>. En New Jersey, New York y Rhode Island, la ley estatal prohíbe los pedidos de acceso directo; en Arizona, el servicio no está disponible temporalmente por un problema con un laboratorio asociado. Los clientes actuales de Arizona todavía pueden iniciar sesión para ver sus pedidos anteriores y descargar sus resultados.</p>
<h3>¿Quién puede pedir pruebas?</h3>
<p>Los adultos de 18 años o más pueden pedir pruebas para sí mismos. Cada pedido es solo para el titular de la cuenta, y el nombre y la fecha de nacimiento de su cuenta deben coincidir con la identificación con foto que lleve al centro de pruebas.</p>
<h3>¿Tengo que estar en ayunas?</h3>
<p>Solo algunas pruebas requieren ayuno, con mayor frecuencia las de glucosa, el panel de lípidos y los paneles metabólicos. Las instrucciones de preparación de cada página de prueba le indican exactamente qué hacer. Cuando se requiere ayuno, no tome nada más que agua durante 8 a 12 horas antes de la extracción y siga tomando sus medicamentos habituales, salvo que quien se los recetó le indique otra cosa. Lea <a href="/blog/how-to-prepare-for-a-fasting-blood-test">Cómo prepararse para un análisis de sangre en ayunas</a> para obtener consejos.</p>
<h3>¿Dónde me hago la extracción de sangre?</h3>
<p>En uno de los más de 2,100 centros de servicio al paciente asociados. Use el <a href="/testcenters">buscador de centros de pruebas</a> para ver ubicaciones, horarios e indicaciones por código postal. Lleve su orden impresa y una identificación oficial con foto.</p>
<h3>¿Cuándo recibiré mis resultados?</h3>
<p>La mayoría de los resultados se publica en su cuenta en un plazo de 3 a 5 días hábiles después de la toma de su muestra. Algunas pruebas especializadas, los cultivos y las pruebas reflejas tardan más. Desde su historial de pedidos puede ver, descargar e imprimir sus resultados, o compartirlos con su profesional de la salud por correo electrónico cifrado.</p>
<h3>¿Alguien me explicará mis resultados?</h3>
<p>Su informe muestra cada resultado con el rango de referencia del laboratorio y señala los valores altos o bajos. No podemos diagnosticar enfermedades ni dar consejos médicos, así que revise sus resultados con un proveedor de atención médica, sobre todo si alguno aparece como anormal. Si tiene síntomas urgentes, llame al 911.</p>
<h3>¿Puedo usar mi HSA o FSA?</h3>
<p>Sí. Las pruebas de laboratorio suelen ser gastos médicos elegibles, y la mayoría de las tarjetas de débito HSA y FSA funcionan al pagar como cualquier otra tarjeta. Consulte con el administrador de su plan si tiene dudas. Su recibo incluye cada prueba con su código CPT para sus registros.</p>
<h3>¿Aceptan seguro médico?</h3>
<p>No facturamos a compañías de seguros, Medicare ni Medicaid. Usted paga directamente nuestro precio con descuento. Algunos clientes presentan su recibo a su aseguradora para un posible reembolso, pero no podemos garantizar la cobertura.</p>
<h3>¿Puedo obtener un reembolso?</h3>
<p>Si todavía no se ha tomado su muestra, puede solicitar el reembolso de los precios de las pruebas comunicándose con soporte. El cargo por supervisión médica y el cargo por extracción no son reembolsables. Una vez tomada su muestra, las pruebas no se pueden reembolsar porque el laboratorio ya realizó el trabajo. Consulte los detalles en nuestra Política de reembolsos, en el pie de página.</p>
<h3>¿Mi información es privada?</h3>
<p>Sí. Su información de salud está protegida por la ley HIPAA y por nuestro Aviso de prácticas de privacidad. Solo la compartimos con el laboratorio y el proveedor de supervisión médica necesarios para completar su pedido; nunca la vendemos y nunca enviamos resultados a su empleador ni a su aseguradora. Su sesión se cierra automáticamente después de un período de inactividad.</p>
<h3>¿Puedo usar un código promocional?</h3>
<p>Sí. Ingréselo en el panel de código promocional de su carrito antes de pagar. Los códigos promocionales se aplican a las pruebas elegibles y no se pueden combinar, salvo que se indique lo contrario.</p>
<h3>¿Cómo cambio mi nombre, fecha de nacimiento o dirección?</h3>
<p>Usted mismo puede actualizar sus números de teléfono, sufijo y preferencia de idioma en Mi cuenta. Para otros cambios, escriba a support@labstore.com, porque estos datos deben coincidir con su identificación en el centro de pruebas.</p>`,
    },
  ],
  ['https://www.trustpilot.com/', { name: 'Reseñas de pruebas de laboratorio' }],
];

// ---------------------------------------------------------------------------
// Health Topics dropdown
// ---------------------------------------------------------------------------

const healthTopics: [string, SeedNavigationTranslation][] = [
  [
    'heart-health-guide',
    {
      name: 'Salud del corazón',
      description: 'Colesterol, triglicéridos y marcadores de riesgo cardiovascular.',
      pageTitle: 'Guía de pruebas para la salud del corazón | labstore',
      metaDescription:
        'Pruebas de laboratorio para la salud del corazón: panel de lípidos, lipoproteína(a), ApoB, hs-CRP y A1c, quién debe hacérselas y cómo prepararse.',
      contentHtml: `<h2>Guía de salud del corazón</h2>
<p>Las enfermedades del corazón son la principal causa de muerte en los Estados Unidos y, sin embargo, muchos de sus factores de riesgo no dan señales. El colesterol alto, el azúcar alta en la sangre y la inflamación rara vez causan síntomas hasta que ya hay daño. Las pruebas de laboratorio periódicas les ayudan a usted y a su profesional de la salud a detectar el riesgo a tiempo, cuando los cambios en el estilo de vida y el tratamiento son más eficaces.</p>
<h2>Pruebas clave</h2>
<table>
<thead>
<tr><th>Prueba</th><th>Qué le indica</th><th>¿Ayuno?</th></tr>
</thead>
<tbody>
<tr><td>Panel de lípidos</td><td>Colesterol total, LDL, HDL y triglicéridos</td><td>Preferible, de 9 a 12 horas</td></tr>
<tr><td>Lipoproteína(a)</td><td>Un factor de riesgo en gran parte hereditario; suele medirse una vez en la edad adulta</td><td>No</td></tr>
<tr><td>Apolipoproteína B</td><td>El número de partículas que pueden formar placa en las arterias</td><td>No</td></tr>
<tr><td>hs-CRP</td><td>Inflamación de bajo grado asociada al riesgo cardiovascular</td><td>No</td></tr>
<tr><td>Hemoglobina A1c</td><td>El promedio de azúcar en la sangre; la diabetes aumenta mucho el riesgo cardíaco</td><td>No</td></tr>
</tbody>
</table>
<p>Vea las <a href="/search/lipid">pruebas de lípidos</a> o las <a href="/search/cholesterol">pruebas de colesterol</a>.</p>
<h2>Quién debería considerar hacerse pruebas</h2>
<ul>
<li>Adultos que no se han revisado el colesterol en los últimos cuatro a seis años</li>
<li>Personas con presión arterial alta, diabetes, obesidad o antecedentes de tabaquismo</li>
<li>Cualquier persona cuyo padre, madre, hermano o hermana haya tenido una enfermedad del corazón a temprana edad (antes de los 55 años en los hombres o de los 65 en las mujeres)</li>
<li>Personas que ya toman medicamentos para el colesterol y quieren seguir su progreso entre consultas</li>
</ul>
<h2>Cómo entender sus resultados</h2>
<p>Para la mayoría de los adultos, un LDL menor de 100 mg/dL es óptimo, un HDL de 60 mg/dL o más es protector y unos triglicéridos menores de 150 mg/dL son normales. Pero las cifras son solo una parte de su riesgo. Lea <a href="/blog/understanding-your-lipid-panel-results">Cómo entender los resultados de su panel de lípidos</a> para una explicación completa, y revise sus resultados con un profesional de la salud que pueda considerar el panorama completo de su salud.</p>
<blockquote>El dolor en el pecho, la falta de aire o el dolor que se extiende al brazo, la mandíbula o la espalda pueden ser señales de un ataque al corazón. Llame al 911 de inmediato; no espere a una prueba de laboratorio.</blockquote>`,
    },
  ],
  [
    'diabetes-blood-sugar-guide',
    {
      name: 'Diabetes y azúcar en la sangre',
      description: 'Pruebas de A1c, glucosa en ayunas e insulina para la prediabetes y la diabetes.',
      pageTitle: 'Guía de pruebas de diabetes y azúcar en la sangre | labstore',
      metaDescription:
        'Pruebas de azúcar en la sangre: hemoglobina A1c, glucosa en ayunas, insulina y pruebas renales para la detección y el control de la prediabetes y la diabetes.',
      contentHtml: `<h2>Guía de diabetes y azúcar en la sangre</h2>
<p>Más de uno de cada tres adultos en los Estados Unidos tiene prediabetes, y la mayoría no lo sabe. La prediabetes y la diabetes tipo 2 en sus inicios no suelen causar síntomas, pero unos análisis de sangre sencillos pueden detectarlas años antes de que aparezcan complicaciones. Detectar a tiempo el azúcar alta en la sangre le da la mejor oportunidad de volver a un rango saludable.</p>
<h2>Pruebas clave</h2>
<table>
<thead>
<tr><th>Prueba</th><th>Normal</th><th>Prediabetes</th><th>Rango de diabetes</th></tr>
</thead>
<tbody>
<tr><td>Hemoglobina A1c</td><td>Menos de 5.7%</td><td>De 5.7% a 6.4%</td><td>6.5% o más</td></tr>
<tr><td>Glucosa en ayunas</td><td>Menos de 100 mg/dL</td><td>De 100 a 125 mg/dL</td><td>126 mg/dL o más</td></tr>
</tbody>
</table>
<p>El diagnóstico de diabetes normalmente requiere dos resultados anormales, así que hable con un profesional de la salud antes de sacar conclusiones de una sola prueba. La glucosa en ayunas requiere al menos 8 horas sin comer; la A1c no requiere ayuno.</p>
<p>Otras pruebas útiles son la <strong>insulina</strong> en ayunas, que puede sugerir resistencia a la insulina, el <strong>panel metabólico completo</strong> y, para las personas que ya tienen diabetes, pruebas renales como la <strong>albúmina en orina</strong> y la <strong>TFGe (eGFR)</strong>. Vea las <a href="/search/a1c">pruebas de A1c</a> y las <a href="/search/glucose">pruebas de glucosa</a>.</p>
<h2>Quién debería hacerse pruebas de detección</h2>
<ul>
<li>Todos los adultos de 35 años o más</li>
<li>Los adultos más jóvenes con sobrepeso y otro factor de riesgo, como antecedentes familiares de diabetes, presión arterial alta, inactividad física o antecedentes de diabetes gestacional</li>
<li>Cualquier persona con síntomas como más sed, ganas frecuentes de orinar, visión borrosa o pérdida de peso sin explicación; en ese caso, consulte pronto a un profesional de la salud</li>
</ul>
<h2>Más información</h2>
<ul>
<li><a href="/blog/what-your-hemoglobin-a1c-says-about-blood-sugar">Lo que su hemoglobina A1c dice sobre su azúcar en la sangre</a></li>
<li><a href="/blog/kidney-function-tests-egfr-and-creatinine">Pruebas de función renal: TFGe (eGFR) y creatinina</a></li>
<li><a href="/blog/how-to-prepare-for-a-fasting-blood-test">Cómo prepararse para un análisis de sangre en ayunas</a></li>
</ul>
<p>Si usa insulina u otros medicamentos que bajan el azúcar en la sangre, pregunte a su profesional de la salud antes de ayunar para una prueba.</p>`,
    },
  ],
  [
    'thyroid-health-guide',
    {
      name: 'Salud de la tiroides',
      description: 'Pruebas de TSH, T4 libre, T3 libre y anticuerpos tiroideos.',
      pageTitle: 'Guía de pruebas para la salud de la tiroides | labstore',
      metaDescription:
        'Pruebas de tiroides: TSH, T4 libre, T3 libre y anticuerpos anti-TPO, los síntomas comunes de las enfermedades de la tiroides y lo que puede afectar sus resultados.',
      contentHtml: `<h2>Guía de salud de la tiroides</h2>
<p>Su tiroides controla el ritmo de su metabolismo. Una tiroides hipoactiva puede dejarle cansado, con frío y sin energía, mientras que una hiperactiva puede causar latidos acelerados, ansiedad y pérdida de peso. Los problemas de tiroides son comunes, sobre todo en las mujeres, y por lo general se detectan fácilmente con un análisis de sangre.</p>
<h2>Pruebas clave</h2>
<table>
<thead>
<tr><th>Prueba</th><th>Qué le indica</th></tr>
</thead>
<tbody>
<tr><td>TSH</td><td>La mejor prueba de detección por sí sola. Alta suele indicar una tiroides hipoactiva; baja suele indicar una tiroides hiperactiva.</td></tr>
<tr><td>T4 libre</td><td>La principal hormona tiroidea disponible para sus células; confirma y gradúa una TSH anormal.</td></tr>
<tr><td>T3 libre</td><td>La hormona tiroidea más activa; es más útil cuando se sospecha una tiroides hiperactiva.</td></tr>
<tr><td>Anticuerpos anti-TPO</td><td>Signos de tiroiditis de Hashimoto, la causa más común de una tiroides hipoactiva.</td></tr>
<tr><td>Anticuerpos contra el receptor de TSH</td><td>Signos de enfermedad de Graves, una causa común de una tiroides hiperactiva.</td></tr>
</tbody>
</table>
<p>Las pruebas de tiroides normalmente no requieren ayuno. Vea las <a href="/search/thyroid">pruebas de tiroides</a> o empiece con la <a href="/search/tsh">TSH</a>.</p>
<h2>Antes de hacerse la prueba</h2>
<ul>
<li>Suspenda los suplementos de biotina en dosis altas, por lo general durante al menos 72 horas, si es seguro hacerlo. La biotina puede hacer que los resultados de tiroides parezcan falsamente anormales.</li>
<li>Si toma medicamentos para la tiroides, pregunte a su profesional de la salud si debe hacerse la extracción antes de su dosis diaria.</li>
<li>Espere de seis a ocho semanas después de un cambio en la dosis de su medicamento para la tiroides antes de repetir la prueba.</li>
</ul>
<h2>Más información</h2>
<ul>
<li><a href="/blog/thyroid-tests-explained-tsh-free-t4-free-t3">Las pruebas de tiroides explicadas: TSH, T4 libre y T3 libre</a></li>
<li><a href="/blog/why-biotin-supplements-can-skew-lab-results">Por qué los suplementos de biotina pueden alterar los resultados de laboratorio</a></li>
<li><a href="/blog/what-is-a-reflex-test">¿Qué es una prueba refleja?</a></li>
</ul>
<p>Los resultados de tiroides deben revisarse con un proveedor de atención médica, junto con sus síntomas y sus medicamentos.</p>`,
    },
  ],
  [
    'sexual-health-guide',
    {
      name: 'Salud sexual',
      description: 'Detección confidencial de ETS y cuándo hacerse la prueba.',
      pageTitle: 'Guía de salud sexual y pruebas de ETS | labstore',
      metaDescription:
        'Pruebas confidenciales de ETS: clamidia, gonorrea, VIH, sífilis, hepatitis y tricomoniasis, períodos de ventana y qué hacer después.',
      contentHtml: `<h2>Guía de salud sexual</h2>
<p>La mayoría de las infecciones de transmisión sexual no causan síntomas al principio, por lo que hacerse pruebas con regularidad es la única forma de conocer su estado. Hacer el pedido en línea es privado y práctico: no tiene que hablar del tema en una recepción, los resultados se entregan en su cuenta segura y no se envía nada a su aseguradora ni a su empleador.</p>
<h2>Pruebas comunes</h2>
<table>
<thead>
<tr><th>Infección</th><th>Muestra</th><th>Cuándo hacerse la prueba después de la exposición</th></tr>
</thead>
<tbody>
<tr><td>Clamidia y gonorrea</td><td>Orina</td><td>Aproximadamente de 1 a 2 semanas</td></tr>
<tr><td>Tricomoniasis</td><td>Orina</td><td>Aproximadamente de 1 semana a 1 mes</td></tr>
<tr><td>VIH (antígeno/anticuerpo)</td><td>Sangre</td><td>Por lo general de 18 a 45 días</td></tr>
<tr><td>Sífilis</td><td>Sangre</td><td>Aproximadamente de 3 a 6 semanas</td></tr>
<tr><td>Hepatitis B</td><td>Sangre</td><td>Aproximadamente de 4 a 10 semanas</td></tr>
<tr><td>Hepatitis C</td><td>Sangre</td><td>Aproximadamente de 8 a 11 semanas</td></tr>
</tbody>
</table>
<p>Las pruebas de orina no detectan infecciones de garganta ni rectales; si es su caso, pregunte a un profesional de la salud por una prueba con hisopo. Vea las <a href="/search/std">pruebas y paneles de ETS</a>.</p>
<h2>Quién debería hacerse pruebas</h2>
<ul>
<li>Todas las personas de 13 a 64 años deberían hacerse una prueba de VIH al menos una vez, y todos los adultos deberían hacerse pruebas de hepatitis B y C al menos una vez.</li>
<li>Las mujeres sexualmente activas menores de 25 años deberían hacerse pruebas de clamidia y gonorrea cada año.</li>
<li>Cualquier persona con una pareja nueva, varias parejas o una pareja con una ITS debería hacerse pruebas con regularidad.</li>
</ul>
<blockquote>Si pudo haber estado expuesto al VIH en las últimas 72 horas, comuníquese de inmediato con un profesional de la salud o un servicio de urgencias para preguntar por la profilaxis posexposición (PEP). Si tiene síntomas como llagas, secreción o dolor pélvico, consulte a un profesional de la salud en persona.</blockquote>
<p>Si un resultado es positivo, comuníquese pronto con un proveedor de atención médica; la mayoría de las ITS se tratan fácilmente o se controlan bien. Lea más en <a href="/blog/when-should-you-get-tested-for-stds">¿Cuándo debe hacerse pruebas de ETS?</a></p>`,
    },
  ],
];

// ---------------------------------------------------------------------------
// Footer
// ---------------------------------------------------------------------------

const footer: [string, SeedNavigationTranslation][] = [
  [
    'about-us',
    {
      name: 'Quiénes somos',
      pageTitle: 'Quiénes somos | labstore',
      metaDescription:
        'labstore hace que las pruebas de laboratorio sean económicas y sencillas: pida en línea, obtenga la aprobación médica y visite uno de más de 2,100 centros de servicio al paciente.',
      contentHtml: `<h2>Acerca de labstore</h2>
<p>labstore nació de una idea sencilla: las personas deberían poder hacerse las pruebas de laboratorio que necesitan sin esperar semanas por una cita ni recibir una factura inesperada. Trabajamos con laboratorios clínicos nacionales certificados por CLIA y con una red independiente de supervisión médica para ofrecer pruebas de laboratorio de acceso directo a precios transparentes, en promedio entre un 30% y un 70% por debajo de las tarifas habituales del mercado.</p>
<h2>Lo que hacemos</h2>
<ul>
<li><strong>Precios transparentes.</strong> Cada prueba muestra nuestro precio junto al precio habitual del mercado, y su carrito muestra el total completo, con los cargos incluidos, antes de pagar.</li>
<li><strong>Supervisión médica.</strong> Un médico independiente con licencia revisa y autoriza cada pedido, varias veces al día.</li>
<li><strong>Ubicaciones convenientes.</strong> Su muestra se toma en cualquiera de los más de 2,100 centros de servicio al paciente asociados en todo el país.</li>
<li><strong>Resultados rápidos y seguros.</strong> La mayoría de los resultados se publica en su cuenta en un plazo de 3 a 5 días hábiles.</li>
<li><strong>Información confiable.</strong> Nuestro <a href="/blog">blog</a> lo escriben científicos de laboratorio, dietistas, enfermeras practicantes y médicos, y cada artículo pasa por una revisión médica.</li>
</ul>
<h2>En cifras</h2>
<table>
<tbody>
<tr><td>Clientes atendidos</td><td>39,916</td></tr>
<tr><td>Pruebas de laboratorio pedidas</td><td>241,422</td></tr>
<tr><td>Ahorro de los clientes</td><td>$30,096,051</td></tr>
<tr><td>Centros de servicio al paciente asociados</td><td>2,100+</td></tr>
</tbody>
</table>
<h2>Lo que no somos</h2>
<p>labstore no sustituye a su médico. No diagnosticamos enfermedades, no recetamos tratamientos ni brindamos atención de emergencia. Creemos que los resultados de laboratorio son más valiosos cuando los revisa con un profesional de la salud que le conoce, y le facilitamos descargar y compartir sus resultados.</p>
${RESTRICTED_STATES_NOTE}
<p>¿Listo para empezar? <a href="/all">Explore nuestras pruebas</a> o <a href="/testcenters">encuentre un centro de pruebas cerca de usted</a>.</p>`,
    },
  ],
  [
    'contact-us',
    {
      name: 'Contáctenos',
      pageTitle: 'Contáctenos | labstore',
      metaDescription:
        'Comuníquese con el soporte de labstore por teléfono al 1-888-522-7867, con el formulario de contacto o por correo electrónico a support@labstore.com. Vea nuestro horario de atención.',
      contentHtml: `<h2>Contáctenos</h2>
<p>Nuestro equipo de atención al cliente puede ayudarle con pedidos, pagos, órdenes de laboratorio, visitas a los centros de pruebas, el acceso a sus resultados y su cuenta.</p>
<table>
<thead>
<tr><th>Medio</th><th>Cómo comunicarse</th><th>Horario</th></tr>
</thead>
<tbody>
<tr><td>Teléfono</td><td>1-888-522-7867</td><td>De lunes a viernes, de 7am a 12am EST</td></tr>
<tr><td>Formulario de contacto</td><td>El formulario de contacto de soporte, que llega a nuestro buzón de soporte</td><td>Respondido de lunes a viernes, de 9am a 5pm EST</td></tr>
<tr><td>Correo electrónico</td><td>support@labstore.com</td><td>Respondido de 9am a 5pm EST</td></tr>
</tbody>
</table>
<h2>Antes de comunicarse con nosotros</h2>
<ul>
<li>Tenga a mano su número de pedido. Lo encontrará en su <a href="/orderHistory">historial de pedidos</a>.</li>
<li>Para cambiar su nombre, fecha de nacimiento, correo electrónico o dirección, escriba a support@labstore.com desde la dirección de su cuenta. Estos datos deben coincidir con su identificación en el centro de pruebas, por lo que verificamos los cambios antes de hacerlos.</li>
<li>Para preguntas sobre la preparación de una prueba, consulte las instrucciones de la página de la prueba o nuestro <a href="/blog">blog</a>.</li>
<li>Para encontrar una ubicación y su horario, use el <a href="/testcenters">buscador de centros de pruebas</a>.</li>
</ul>
<h2>Preguntas sobre su salud</h2>
<p>Nuestro equipo de soporte no puede interpretar resultados ni dar consejos médicos. Revise sus resultados con su propio proveedor de atención médica. <strong>Si tiene una emergencia médica, llame al 911.</strong></p>
<h2>Inquietudes sobre privacidad</h2>
<p>Para ejercer sus derechos de privacidad o informar una inquietud sobre privacidad, escriba a support@labstore.com con el asunto "Privacy Request" y nuestro responsable de privacidad le responderá.</p>`,
    },
  ],
  [
    'terms-and-conditions',
    {
      name: 'Términos y condiciones',
      pageTitle: 'Términos y condiciones | labstore',
      metaDescription:
        'Los términos que rigen el uso de labstore: elegibilidad, pedidos, supervisión médica, cargos, resultados, pagos y limitaciones de nuestro servicio.',
      contentHtml: `<h2>Términos y condiciones</h2>
<p><em>Última actualización: 1 de enero de 2026</em></p>
<p>Estos Términos y condiciones ("Términos") rigen su uso del sitio web y de los servicios de labstore. Al crear una cuenta o hacer un pedido, usted acepta estos Términos, nuestra Política de privacidad y nuestro Aviso de prácticas de privacidad. Si no está de acuerdo, no use nuestros servicios.</p>
<h3>1. Nuestro servicio</h3>
<p>labstore ofrece pruebas de laboratorio de acceso directo. Usted elige y paga las pruebas de laboratorio; un médico independiente con licencia revisa su pedido y, cuando corresponde, lo autoriza; y un laboratorio clínico asociado toma su muestra en un centro de servicio al paciente y realiza las pruebas. labstore no es un laboratorio, no ejerce la medicina y no ofrece diagnósticos, tratamientos ni consejos médicos.</p>
<h3>2. Elegibilidad</h3>
<ul>
<li>Debe tener al menos 18 años y residir en los Estados Unidos.</li>
<li>Las pruebas no están disponibles para los residentes de New Jersey, New York, Rhode Island o Arizona. Los clientes actuales de Arizona pueden seguir consultando sus pedidos y resultados anteriores.</li>
<li>Solo puede pedir pruebas para usted mismo. La información de su cuenta debe ser exacta y coincidir con la identificación oficial con foto que presente en el centro de pruebas.</li>
</ul>
<h3>3. Supervisión médica</h3>
<p>Un médico independiente revisa cada pedido y puede negarse a autorizar cualquier prueba. La revisión del médico se limita a autorizar las pruebas de laboratorio y no crea una relación médico-paciente continua. Usted es responsable de compartir sus resultados con un proveedor de atención médica y de buscar la atención de seguimiento adecuada.</p>
<h3>4. Precios y cargos</h3>
<p>Los precios de las pruebas se muestran en cada página de prueba. Cada pedido incluye además un cargo por supervisión médica y un cargo por extracción, que se muestran en su carrito antes del pago; ninguno de los dos es reembolsable. Los pedidos de la prueba de anticuerpos IgG de COVID-19 incluyen un cargo de $10 por supervisión médica que se cobra en nombre del proveedor de supervisión médica. Las pruebas reflejas pueden generar un cargo adicional, indicado en la página de la prueba, si el resultado inicial es positivo o anormal. Los códigos promocionales están sujetos a sus condiciones y pueden retirarse en cualquier momento.</p>
<h3>5. Pago</h3>
<p>El pago se hace con tarjeta de crédito o débito al finalizar la compra, a través de nuestro proveedor de pagos con tarjeta. No facturamos a seguros, Medicare ni Medicaid. Usted puede presentar su recibo a su aseguradora o a su cuenta de gastos médicos a su criterio.</p>
<h3>6. Toma de muestras y resultados</h3>
<p>Debe llevar su orden de laboratorio y su identificación con foto al centro de pruebas y seguir todas las instrucciones de preparación. Los resultados suelen estar disponibles en su cuenta en un plazo de 3 a 5 días hábiles después de la toma de la muestra, pero algunas pruebas tardan más y pueden producirse retrasos. Si no se puede analizar una muestra, le ayudaremos a programar una nueva toma. Los resultados se proporcionan con fines informativos y deben ser interpretados por un proveedor de atención médica calificado. Por ley, los resultados positivos de ciertas infecciones deben notificarse a las autoridades de salud pública.</p>
<h3>7. No es para emergencias</h3>
<p>Nuestros servicios no están destinados a emergencias médicas. Si tiene una emergencia médica, llame al 911 de inmediato.</p>
<h3>8. Su cuenta</h3>
<p>Usted es responsable de mantener la confidencialidad de su contraseña y de toda la actividad de su cuenta. Por su seguridad, las sesiones se cierran automáticamente después de un período de inactividad. Avísenos de inmediato a support@labstore.com si sospecha un uso no autorizado.</p>
<h3>9. Reembolsos</h3>
<p>Los reembolsos se rigen por nuestra Política de reembolsos, que forma parte de estos Términos.</p>
<h3>10. Limitación de responsabilidad</h3>
<p>En la máxima medida permitida por la ley, labstore no es responsable de daños indirectos, incidentales o consecuentes derivados del uso de nuestros servicios, incluidas las decisiones tomadas a partir de los resultados de las pruebas sin consultar a un proveedor de atención médica. Nuestra responsabilidad total por cualquier reclamación se limita al monto que usted pagó por el pedido que dio origen a la reclamación.</p>
<h3>11. Cambios</h3>
<p>Podemos actualizar estos Términos cada cierto tiempo. La fecha al inicio de esta página indica cuándo cambiaron por última vez. Si sigue usando nuestros servicios después de un cambio, acepta los Términos actualizados.</p>
<h3>12. Contacto</h3>
<p>Puede enviar sus preguntas sobre estos Términos a support@labstore.com o hacerlas por teléfono al 1-888-522-7867.</p>`,
    },
  ],
  [
    'privacy-policy',
    {
      name: 'Política de privacidad',
      pageTitle: 'Política de privacidad | labstore',
      metaDescription:
        'Cómo labstore recopila, usa, comparte y protege su información personal y de salud, y las opciones que usted tiene al respecto.',
      contentHtml: `<h2>Política de privacidad</h2>
<p><em>Última actualización: 1 de enero de 2026</em></p>
<p>Su privacidad nos importa, sobre todo porque las pruebas de laboratorio implican información de salud delicada. Esta Política de privacidad explica qué información recopila labstore, cómo la usamos y compartimos, y sus opciones. La información de salud relacionada con sus pruebas también está protegida por la ley HIPAA, como se describe en nuestro Aviso de prácticas de privacidad.</p>
<h3>Información que recopilamos</h3>
<ul>
<li><strong>Información de la cuenta:</strong> su nombre, dirección de correo electrónico, contraseña, fecha de nacimiento, sexo, domicilio, números de teléfono y preferencia de idioma.</li>
<li><strong>Información de pedidos y de salud:</strong> las pruebas que pide, las respuestas a los cuestionarios de elegibilidad, las órdenes de laboratorio y los resultados de las pruebas.</li>
<li><strong>Información de pago:</strong> los pagos con tarjeta los procesa nuestro proveedor de pagos. Solo guardamos datos limitados, como el tipo de tarjeta, los últimos dígitos y la fecha de vencimiento, para mostrarlos en los recibos.</li>
<li><strong>Información de uso:</strong> las páginas visitadas, la información del dispositivo y del navegador, y los códigos de referencia o de campaña incluidos en los enlaces que le trajeron a nuestro sitio.</li>
</ul>
<h3>Cómo usamos la información</h3>
<ul>
<li>Para crear y administrar su cuenta y procesar sus pedidos y pagos</li>
<li>Para obtener la aprobación de la supervisión médica y preparar su orden de laboratorio</li>
<li>Para entregar sus resultados de forma segura en su cuenta</li>
<li>Para brindar atención al cliente y enviar mensajes sobre sus transacciones, como las confirmaciones de pedido</li>
<li>Para enviar boletines y ofertas opcionales, si se suscribe</li>
<li>Para protegernos contra el fraude, proteger nuestros servicios y cumplir con las obligaciones legales</li>
</ul>
<h3>Cómo compartimos la información</h3>
<p>Solo compartimos información en la medida necesaria para prestar nuestros servicios: con el proveedor independiente de supervisión médica, el laboratorio clínico que toma y analiza su muestra, nuestro proveedor de pagos y proveedores de servicios obligados por acuerdos de confidencialidad. Divulgamos información a las autoridades de salud pública cuando la ley exige notificar ciertos resultados. <strong>No vendemos su información personal</strong> y nunca compartimos resultados con su empleador ni con su aseguradora sin su indicación.</p>
<h3>Compartir a petición suya</h3>
<p>Puede enviar su orden de laboratorio o sus resultados a otra persona, como su profesional de la salud, con nuestra función para compartir por correo electrónico cifrado. Solo los enviamos a la dirección que usted confirme.</p>
<h3>Cookies</h3>
<p>Usamos cookies y tecnologías similares para mantener su sesión iniciada, recordar su carrito y entender cómo se usa nuestro sitio. Puede controlar las cookies en la configuración de su navegador, pero es posible que algunas funciones no funcionen sin ellas.</p>
<h3>Sus opciones</h3>
<ul>
<li>Actualice algunos datos de su perfil en Mi cuenta, o escriba a soporte para otros cambios.</li>
<li>Cancele su suscripción a los correos de marketing en cualquier momento con el enlace que aparece en cada uno de ellos. Seguirá recibiendo los mensajes sobre sus pedidos.</li>
<li>Solicite acceso a su información o una copia de ella, o pídanos que la corrijamos.</li>
</ul>
<h3>Seguridad y conservación</h3>
<p>Protegemos su información con cifrado en tránsito, controles de acceso y cierre automático de sesión tras un período de inactividad. Conservamos los registros de pedidos y resultados durante el tiempo que exigen las leyes de expedientes médicos y fiscales, y el resto de la información mientras su cuenta esté activa o sea necesario para los fines anteriores.</p>
<h3>Menores de edad</h3>
<p>Nuestros servicios están dirigidos a adultos de 18 años o más. No recopilamos a sabiendas información de menores a través de nuestro sitio web.</p>
<h3>Contacto</h3>
<p>Puede enviar sus preguntas o solicitudes a support@labstore.com con el asunto "Privacy Request" o hacerlas por teléfono al 1-888-522-7867.</p>`,
    },
  ],
  [
    'notice-of-privacy-practices',
    {
      name: 'Aviso de prácticas de privacidad',
      pageTitle: 'Aviso de prácticas de privacidad (HIPAA) | labstore',
      metaDescription:
        'Aviso de prácticas de privacidad HIPAA de labstore: cómo se puede usar y divulgar su información de salud y cómo puede obtener acceso a ella.',
      contentHtml: `<h2>Aviso de prácticas de privacidad</h2>
<p><strong>Este aviso describe cómo se puede usar y divulgar su información médica y cómo puede usted obtener acceso a esta información. Léalo con atención.</strong></p>
<p><em>Fecha de entrada en vigor: 1 de enero de 2026</em></p>
<h3>Nuestras responsabilidades</h3>
<p>La Ley de Portabilidad y Responsabilidad del Seguro Médico (HIPAA) nos exige mantener la privacidad y la seguridad de su información de salud protegida (PHI), entregarle este aviso sobre nuestros deberes legales y prácticas de privacidad, cumplir los términos del aviso vigente y notificarle sin demora si se produce una violación que pueda haber comprometido la privacidad o la seguridad de su información.</p>
<h3>Cómo podemos usar y divulgar su información de salud</h3>
<ul>
<li><strong>Tratamiento:</strong> compartimos su pedido y sus resultados con el proveedor de supervisión médica y con el laboratorio clínico que realiza sus pruebas.</li>
<li><strong>Pago:</strong> usamos su información para procesar el pago de sus pruebas y emitir recibos.</li>
<li><strong>Operaciones de atención médica:</strong> usamos la información para prestar nuestros servicios y para la revisión de calidad, la atención al cliente y la capacitación.</li>
<li><strong>Cuando lo exige la ley:</strong> incluida la notificación de ciertos resultados de enfermedades infecciosas a las autoridades de salud pública.</li>
<li><strong>Supervisión de la salud y procedimientos legales:</strong> en respuesta a auditorías, órdenes judiciales o citaciones legales, según lo permita la ley.</li>
<li><strong>Para evitar una amenaza grave</strong> para la salud o la seguridad, según lo permita la ley.</li>
</ul>
<p>No usaremos ni divulgaremos su información con fines de marketing ni la venderemos sin su autorización por escrito. Cualquier otro uso que no se describa en este aviso se hará solo con su autorización por escrito, que usted puede revocar en cualquier momento por escrito.</p>
<h3>Sus derechos</h3>
<ul>
<li><strong>Obtener una copia de sus resultados y registros.</strong> Sus resultados están disponibles en su cuenta, y puede solicitar otros registros que tengamos.</li>
<li><strong>Pedirnos que corrijamos</strong> la información que considere incorrecta o incompleta.</li>
<li><strong>Solicitar comunicaciones confidenciales</strong>, por ejemplo a otra dirección de correo electrónico.</li>
<li><strong>Pedirnos que limitemos</strong> lo que usamos o compartimos. No estamos obligados a aceptar en todos los casos, pero debemos aceptar no compartir información con un plan de salud sobre un servicio que usted pagó en su totalidad.</li>
<li><strong>Obtener una lista de las personas con quienes hemos compartido</strong> su información, de hasta seis años antes de la fecha de su solicitud.</li>
<li><strong>Obtener una copia en papel de este aviso</strong> en cualquier momento.</li>
<li><strong>Elegir a alguien que actúe en su nombre</strong>, como un tutor legal o una persona con poder notarial médico.</li>
</ul>
<h3>Quejas</h3>
<p>Si cree que se han violado sus derechos de privacidad, puede comunicarse con nuestro responsable de privacidad en support@labstore.com o al 1-888-522-7867. También puede presentar una queja ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU. No tomaremos represalias contra usted por presentar una queja.</p>
<h3>Cambios a este aviso</h3>
<p>Podemos cambiar los términos de este aviso, y los cambios se aplicarán a toda la información que tengamos sobre usted. El nuevo aviso estará disponible en nuestro sitio web.</p>`,
    },
  ],
  [
    'refund-policy',
    {
      name: 'Política de reembolsos',
      pageTitle: 'Política de reembolsos | labstore',
      metaDescription:
        'Política de reembolsos de labstore: reembolsos de las pruebas cuya muestra aún no se ha tomado; los cargos por supervisión médica y por extracción no son reembolsables. Cómo solicitarlo.',
      contentHtml: `<h2>Política de reembolsos</h2>
<p>Queremos que haga su pedido en labstore con toda confianza. Esta política explica cuándo hay reembolsos y cómo solicitarlos.</p>
<table>
<thead>
<tr><th>Situación</th><th>Reembolso</th></tr>
</thead>
<tbody>
<tr><td>Pedido cancelado antes de la toma de su muestra</td><td>Se reembolsan los precios de las pruebas</td></tr>
<tr><td>El médico no aprueba una prueba de su pedido</td><td>Se reembolsa el precio de esa prueba</td></tr>
<tr><td>Muestra tomada y analizada</td><td>Sin reembolso</td></tr>
<tr><td>El laboratorio no puede completar una prueba, por ejemplo por una muestra rechazada</td><td>Se organiza una nueva toma sin costo, o se reembolsa el precio de la prueba</td></tr>
<tr><td>Cargo por supervisión médica y cargo por extracción</td><td>No reembolsables en ningún caso</td></tr>
</tbody>
</table>
<h3>Cargos no reembolsables</h3>
<p>El cargo por supervisión médica, incluido el cargo de $10 por supervisión médica de los pedidos de anticuerpos IgG de COVID-19, paga la revisión de su pedido por parte del médico, que comienza en cuanto usted paga. El cargo por extracción cubre los servicios de toma de muestras. Ninguno de los dos cargos es reembolsable.</p>
<h3>Cómo solicitar un reembolso</h3>
<ol>
<li>Comuníquese con soporte por correo electrónico a support@labstore.com, por teléfono al 1-888-522-7867 o con el formulario de contacto.</li>
<li>Indique su número de pedido y las pruebas que desea que se le reembolsen.</li>
<li>Confirmamos con el laboratorio que no se ha tomado ninguna muestra para esas pruebas y cancelamos su orden de laboratorio.</li>
<li>El reembolso se hace a la tarjeta original. Según su banco, suele aparecer en un plazo de 5 a 10 días hábiles.</li>
</ol>
<p>Una vez emitido el reembolso, la orden de laboratorio cancelada ya no se puede usar en un centro de pruebas.</p>
<h3>Códigos promocionales</h3>
<p>Si usó un código promocional, el reembolso equivale al monto que realmente pagó por las pruebas reembolsadas.</p>
<h3>Pruebas reflejas</h3>
<p>Un cargo reflejo adicional que se haya cobrado porque un resultado inicial fue positivo o anormal no es reembolsable una vez realizada la prueba de seguimiento.</p>`,
    },
  ],
  [
    'accessibility',
    {
      name: 'Accesibilidad',
      pageTitle: 'Declaración de accesibilidad | labstore',
      metaDescription:
        'labstore se compromete a ofrecer un sitio web accesible para todos. Lea nuestra declaración de accesibilidad y cómo obtener ayuda o darnos su opinión.',
      contentHtml: `<h2>Declaración de accesibilidad</h2>
<p>labstore se compromete a que todas las personas, incluidas las personas con discapacidad, puedan usar nuestro sitio web. Nuestro objetivo es cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 en el nivel AA, y revisamos nuestro sitio periódicamente conforme a ellas.</p>
<h3>Lo que hacemos</h3>
<ul>
<li>Todas las páginas se pueden recorrer con el teclado, con un indicador de foco visible.</li>
<li>Las imágenes y los íconos que transmiten información tienen alternativas de texto.</li>
<li>Los formularios tienen etiquetas, y los mensajes de error explican cómo resolver el problema.</li>
<li>El texto y los controles cumplen las pautas de contraste de color, y las páginas funcionan con un zoom del 200%.</li>
<li>Las páginas se adaptan a pantallas pequeñas y a la orientación de la pantalla.</li>
<li>Los resultados de la búsqueda de centros de pruebas se muestran en una tabla con direcciones, distancias, números de teléfono y horarios, además del mapa.</li>
<li>Los resultados y las órdenes de laboratorio se pueden descargar como archivos PDF, que puede ampliar o abrir con el lector que prefiera.</li>
</ul>
<h3>Limitaciones conocidas</h3>
<p>Algunos componentes de terceros, como la vista del mapa, pueden no ser totalmente accesibles. Si no puede usarlos, nuestro equipo de soporte puede ayudarle por teléfono, por correo electrónico o con el formulario de contacto.</p>
<h3>En el centro de pruebas</h3>
<p>Los centros de servicio al paciente asociados están sujetos a la Ley de Estadounidenses con Discapacidades (ADA). Si necesita una adaptación durante su visita, le recomendamos llamar al centro con anticipación; su número de teléfono aparece en el <a href="/testcenters">buscador de centros de pruebas</a>.</p>
<h3>Obtenga ayuda o denos su opinión</h3>
<p>Si tiene dificultades para usar cualquier parte de nuestro sitio, o si desea hacer un pedido por teléfono, comuníquese con nosotros y le ayudaremos:</p>
${SUPPORT_CONTACT}
<p>Agradecemos sus sugerencias para mejorar la accesibilidad y procuramos responder en un plazo de dos días hábiles.</p>`,
    },
  ],
];

// ---------------------------------------------------------------------------
// Account area tabs
// ---------------------------------------------------------------------------

const accountTabs: [string, SeedNavigationTranslation][] = [
  [
    'preparing-for-your-visit',
    {
      name: 'Cómo prepararse para su visita',
      pageTitle: 'Cómo prepararse para su visita | labstore',
      metaDescription:
        'Lista de verificación para su visita al centro de pruebas: orden de laboratorio, identificación con foto, ayuno, medicamentos, biotina y qué esperar en el centro de servicio al paciente.',
      contentHtml: `<h2>Cómo prepararse para su visita</h2>
<p>Una vez aprobado su pedido, su orden de laboratorio está lista en su Historial de pedidos. Un poco de preparación hace que su visita al centro de servicio al paciente sea rápida y ayuda a que sus resultados sean precisos.</p>
<h3>Lista de verificación</h3>
<ol>
<li><strong>Descargue e imprima su orden de laboratorio</strong> desde su Historial de pedidos. También puede compartirla por correo electrónico cifrado.</li>
<li><strong>Lleve una identificación oficial con foto.</strong> El nombre y la fecha de nacimiento deben coincidir con los de su cuenta.</li>
<li><strong>Revise las instrucciones de preparación</strong> de cada prueba de su pedido. Si alguna prueba requiere ayuno, no tome nada más que agua durante las 8 a 12 horas anteriores.</li>
<li><strong>Tome sus medicamentos habituales</strong>, salvo que quien se los recetó le haya indicado otra cosa.</li>
<li><strong>Suspenda los suplementos de biotina en dosis altas</strong>, por lo general durante al menos 72 horas, si es seguro hacerlo.</li>
<li><strong>Beba agua.</strong> Estar bien hidratado facilita la extracción.</li>
<li><strong>Elija un lugar</strong> con el <a href="/testcenters">buscador de centros de pruebas</a> y consulte su horario. Las primeras horas de la mañana suelen ser las más tranquilas y las mejores para las pruebas en ayunas.</li>
</ol>
<h3>Consejos sobre el horario</h3>
<table>
<thead>
<tr><th>Tipo de prueba</th><th>Mejor momento para ir</th></tr>
</thead>
<tbody>
<tr><td>Pruebas en ayunas (glucosa, panel de lípidos, panel metabólico)</td><td>Temprano por la mañana, después de ayunar durante la noche</td></tr>
<tr><td>Testosterona</td><td>Temprano por la mañana, aproximadamente de 7 a 10 am</td></tr>
<tr><td>Estudios de hierro</td><td>Por la mañana, en ayunas</td></tr>
<tr><td>La mayoría de las demás pruebas</td><td>En cualquier momento en que el centro esté abierto</td></tr>
</tbody>
</table>
<h3>En el centro de pruebas</h3>
<p>Regístrese con su orden de laboratorio y su identificación. Un flebotomista tomará su muestra, lo que suele tardar solo unos minutos; algunas pruebas también necesitan una muestra de orina. Avise al personal si se siente débil o mareado durante las extracciones de sangre, y coma algo después si estuvo en ayunas.</p>
<h3>Lecturas útiles</h3>
<ul>
<li><a href="/blog/how-to-prepare-for-a-fasting-blood-test">Cómo prepararse para un análisis de sangre en ayunas</a></li>
<li><a href="/blog/why-biotin-supplements-can-skew-lab-results">Por qué los suplementos de biotina pueden alterar los resultados de laboratorio</a></li>
<li><a href="/blog/testosterone-testing-for-men-timing-matters">La prueba de testosterona en los hombres: el momento importa</a></li>
</ul>
<p>¿Necesita ayuda? Llame al 1-888-522-7867 (de lunes a viernes, de 7am a 12am EST) o escriba a support@labstore.com.</p>`,
    },
  ],
  [
    'understanding-your-results',
    {
      name: 'Cómo entender sus resultados',
      pageTitle: 'Cómo entender sus resultados | labstore',
      metaDescription:
        'Cómo leer su informe de laboratorio: rangos de referencia, indicadores de valores altos y bajos, unidades, cuándo llamar a un profesional de la salud y cómo compartir resultados de forma segura.',
      contentHtml: `<h2>Cómo entender sus resultados</h2>
<p>La mayoría de los resultados se publica en su Historial de pedidos en un plazo de 3 a 5 días hábiles después de su visita. Algunas pruebas especializadas, los cultivos y las pruebas reflejas tardan más. Cuando estén todos los resultados de un pedido, podrá ver y descargar el informe completo en PDF.</p>
<h3>Cómo leer su informe</h3>
<table>
<thead>
<tr><th>Parte del informe</th><th>Qué significa</th></tr>
</thead>
<tbody>
<tr><td>Resultado</td><td>El valor medido, o un hallazgo como "Negativo" o "No detectado"</td></tr>
<tr><td>Indicador</td><td>H (alto) o L (bajo) cuando un valor está fuera del rango de referencia; algunos laboratorios también señalan los valores críticos</td></tr>
<tr><td>Rango de referencia</td><td>El rango que se observa en la mayoría de las personas sanas, propio del laboratorio y del método utilizado</td></tr>
<tr><td>Unidades</td><td>Cómo se mide el valor, por ejemplo en mg/dL; compare resultados solo cuando las unidades coincidan</td></tr>
</tbody>
</table>
<h3>Ponga los resultados en perspectiva</h3>
<ul>
<li>Los rangos de referencia incluyen a alrededor del 95% de las personas sanas, así que una persona sana puede tener un valor ligeramente fuera del rango.</li>
<li>Los rangos varían de un laboratorio a otro. Compare su resultado con el rango impreso en su propio informe.</li>
<li>La tendencia a lo largo del tiempo suele decir más que un solo resultado.</li>
<li>Las comidas recientes, el ejercicio, las enfermedades, los medicamentos y los suplementos pueden influir en los resultados.</li>
</ul>
<h3>Cuándo comunicarse con un profesional de la salud</h3>
<p>Revise sus resultados con un proveedor de atención médica, sobre todo cualquier valor señalado como anormal o crítico, o cualquier resultado positivo de una infección. labstore no puede interpretar resultados ni dar consejos médicos. <strong>Si tiene síntomas graves o repentinos, llame al 911.</strong></p>
<h3>Cómo compartir sus resultados</h3>
<p>Desde su Historial de pedidos puede descargar sus resultados o enviarlos a su profesional de la salud por correo electrónico cifrado. Solo los enviamos a la dirección que usted confirme.</p>
<h3>Conozca las pruebas más comunes</h3>
<ul>
<li><a href="/blog/understanding-your-lipid-panel-results">Cómo entender los resultados de su panel de lípidos</a></li>
<li><a href="/blog/reading-a-cbc-red-cells-white-cells-and-platelets">Cómo leer un hemograma: glóbulos rojos, glóbulos blancos y plaquetas</a></li>
<li><a href="/blog/what-your-hemoglobin-a1c-says-about-blood-sugar">Lo que su hemoglobina A1c dice sobre su azúcar en la sangre</a></li>
<li><a href="/blog/thyroid-tests-explained-tsh-free-t4-free-t3">Las pruebas de tiroides explicadas: TSH, T4 libre y T3 libre</a></li>
<li><a href="/blog/what-is-a-reflex-test">¿Qué es una prueba refleja?</a></li>
</ul>`,
    },
  ],
];

/** Every navigation entry's Spanish words, keyed by the English entry's slug. */
export const NAVIGATION_ES: ReadonlyMap<string, SeedNavigationTranslation> = new Map([...topBar, ...healthTopics, ...footer, ...accountTabs]);
