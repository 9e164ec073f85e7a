"""Spanish training lines, third batch (lane 96): threats in more constructions, wished and incited violence,
defamation stated as fact, doxxing in more formats, and hard benign twins (a few in sexual words too: sex
education, medicine, legal narration). See __init__ and en3."""

LINES = {
    "threat": """
Disfruta del veredicto, jurado once. Disfrútalo mientras todavía puedas andar.
Tengo tu horario, tu coche y la copia de tu llave. Nos vemos pronto.
El autobús de tu hijo llega a las cuatro menos cuarto. Sería una pena que no viniera en él.
Bonita casa de madera la tuya. La madera arde rapidísimo, ¿verdad?
Yo que tú miraría debajo del coche cada mañana, abogada.
Los que hablan en el juicio tienen la costumbre de caerse por la ventana.
¿Crees que la policía va a estar en tu puerta para siempre?
Cuando menos te lo esperes, fiscal. Ahí será.
Di su nombre el lunes y no llegas al martes.
Cuéntale al juez lo que viste y tu madre recibe una visita.
Te espero en el aparcamiento, y no voy a ir solo.
Tarjeta roja, árbitro, y esta vez no es fútbol: te espero a la salida.
Jaque mate, testigo. O desapareces tú o te desaparecemos nosotros.
Unos amigos míos tienen muchas ganas de saludar a tu hija a la salida del colegio.
Los accidentes les pasan a los que no saben callarse.
Retira la denuncia o te retiramos a ti, así de fácil.
Mírales bien la cara a tus hijos esta noche.
La próxima vez no será un ladrillo lo que entre por tu ventana, serás tú lo que salga.
Sé en qué hospital hace guardias tu mujer. Piénsalo.
Vas a pagar cada palabra que dijiste ahí dentro, te lo juro.
t3 v4s a enterar de lo que es bueno cuando salgas, s4po
Ese coche tuyo tiene los frenos muy gastados. Conduce con cuidado, jurado.
Como lo condenen, el jurado ya puede poner buenas cerraduras.
¿Cuánto crees que tarda una ambulancia en llegar a tu calle de madrugada? Más de lo que tú tienes.
Ponte una buena alarma, testigo. Aunque no te va a servir de nada.
Te van a empezar a pasar cosas, jurado nueve, y vas a saber por qué.
Alguien te va a encontrar flotando en el canal, acuérdate de lo que te digo.
Tres días, letrado. Es lo que te queda.
Ve eligiendo traje para el entierro. El tuyo.
Me sabría fatal que tu niña creciera sin padre.
Se acabó la partida para ti, testigo, y no hablo de la consola.
Tú y yo, fuera, al acabar la vista. Solo vuelve uno.
O pagas lo que debes el viernes o la tienda arde contigo detrás del mostrador.
Bonita foto de tu portal. La hice yo esta mañana.
Quédate con mi cara, jurado. Va a ser la última que veas.
Esto no se ha acabado. La próxima vez vengo con amigos y con herramientas.
Tu chaval juega al fútbol los sábados, ¿no? En el campo de al lado del pinar.
Cuidado al cruzar mañana, señoría. Aquí los coches no frenan.
Cierra la boca o te la cierro yo para siempre.
Nadie va a encontrar nunca el cuerpo, testigo. Piénsalo.
Esta noche vas a saber lo que les pasa a los chivatos.
Estoy delante de tu casa ahora mismo, bonitas cortinas, jurado seis.
Si mi hijo entra en la cárcel, el tuyo entra en el cementerio.
Tú sigue declarando y vas a salir del juzgado en silla de ruedas.
Te vamos a dar un susto que no vas a olvidar en tu vida, si es que te queda vida.
A ver si eres tan valiente cuando te pillemos solo en el portal.
3l pr3sid3nte d3l jur4do n0 l1ega a n4vid4d
Va a haber consecuencias para tu familia, jurado, y no precisamente legales.
Conozco gente que se dedica a esto, y me deben un favor.
Date por avisado. No habrá segundo aviso.
Reza lo que sepas esta noche, testigo.
Disfruta de tu último fin de semana, fiscal.
Empieza a correr, chivato, y no pares.
Ya hay precio por tu cabeza y medio barrio lo sabe.
Vas a acabar con los pies en cemento en el fondo del pantano.
Veredicto culpable, problemas gordos para ti. Inocente, ni un problema. Tú eliges.
La gasolina es barata. Tu vida también.
Encontramos tu casita del pueblo. Sitio tranquilo. Nadie oiría nada.
Llevo una pala en el maletero y ya tengo el sitio elegido para ti.
No es una amenaza, es un hecho: quien se mete con mi familia acaba en el hospital.
Tu tiendecita tiene mucho cristal y siempre cierras sola.
Cuando salga, lo primero que voy a hacer es ir a buscarte.
Mañana no arranques el coche, letrado. Es un consejo de amigo.
Tienes dos hijos y una sola vida, testigo. Piensa bien lo que dices.
El gato del juez ha desaparecido. El siguiente es el juez.
Te vas a enterar de quién soy yo cuando salgas de ahí.
Como te pille solo, te parto la cara, chivato.
Te vas a acordar de mí toda la vida, la poca que te queda.
Ándate con cuidado, que te tengo fichado.
Esta me la pagas, fiscal, con intereses.
Te la vas a cargar tú y toda tu familia.
Vas a cobrar, testigo, y no precisamente el sueldo.
Te voy a dejar la cara que no te va a reconocer ni tu madre.
Estás muerto, chaval, muerto, ¿me oyes?
Tú sigue así, que vas a acabar en una cuneta.
Te tengo ganas desde hace meses y ya queda poco.
Un paso en falso y te rajo.
Su señoría debería saber que mis socios no son tan pacientes como yo.
Yo aconsejaría a la testigo que reconsiderara su declaración, por su salud.
Por su propia seguridad, letrado, yo dejaría el caso antes del viernes.
Le convendría no venir al juzgado el lunes, jurado. Ni nunca más.
Dele recuerdos a su mujer, jurado, y dígale que cierre bien la puerta de atrás.
Seguro que el secretario sabe que en su oficio los accidentes son muy frecuentes.
""",
    "violence": """
Que alguien saque al juez del coche y le dé una paliza hasta dejarlo inconsciente.
Pongo dinero para el que le rompa las rodillas al fiscal.
A todos esos jurados habría que ponerlos contra el paredón.
Id esta noche a la calle del testigo y que lo pague, todos juntos.
Ojalá al abogado defensor le abran la cabeza a golpes.
Ojalá todo el jurado se mate en la carretera de vuelta.
Que alguien queme el coche del secretario con él dentro.
A los caseros hay que colgarlos de las farolas.
Patead la cabeza del testigo hasta que deje de moverse.
Al que mande al alguacil al hospital le invito a cenar.
Si mañana le pegan un tiro al alguacil, yo invito a las cañas.
Alguien debería dar un escarmiento al juez, en la plaza y con soga.
Sacad a ese jurado a la calle y pisadlo hasta que se calle.
Ojalá alguien le tire ácido a la cara a esa testigo.
Ojalá le ardiera la casa al fiscal con toda la familia durmiendo.
Quedamos a las seis en los juzgados y a cada jurado que salga, a palos.
Rompedle las manos al secretario para que no vuelva a escribir.
Nadie lloraría si el coche de la fiscal cayera por un barranco con ella dentro.
Ojalá al juez le den una paliza volviendo a casa y no se levante más.
Que arda la casa del testigo con él encerrado en el sótano.
¿Quién se apunta a hacerle una visita al presidente del jurado esta noche con bates?
Estampad la cara del secretario contra la mesa, se lo ha ganado.
Que alguien le abra la cabeza al presidente del jurado con un ladrillo.
""",
    "defamation": """
Jorge Villanueva, el tesorero de la peña, lleva años quedándose con el dinero de los socios.
Lucía Benítez envenenó a su marido y el forense no se dio cuenta.
El concejal Ramón Iturbe cobra sobres de las constructoras, lo he visto yo.
Nuria Castells tiene un prostíbulo montado encima de su peluquería.
El entrenador Fermín Lozano abusó de medio equipo de alevines.
El contable de la calle Mayor, Óscar Quintero, blanquea dinero para los narcos.
El pastor Ezequiel Mendoza viola a mujeres de su iglesia y les paga para que callen.
Marisol Duarte le robó a su madre moribunda y falsificó la firma.
La jueza Amparo Salinas está comprada por la familia Herrera, por eso siempre salen libres.
Adrián Torres vende coca a los chavales del instituto.
Que lo sepa todo el mundo: Ignacio Barrios, el de la frutería, es un pederasta condenado que se cambió el nombre.
Dato: Kwame Mensah quemó su propio restaurante y en el incendio murió un camarero.
Aviso: Beatriz Olmedo, la canguro de la calle Roble, pega a los bebés que cuida.
¿Sabíais que Samir El Idrissi, el profesor de autoescuela, agredió a dos alumnas? Pues sí.
Ese abogado, Julián Marín, pagó al testigo para que mintiera y sobornó al jurado.
El director del colegio, don Rafael Paredes, ve pornografía infantil en su despacho, lo vio el informático.
Rocío Gallardo ahogó a su hijastro y dijo que fue un accidente.
El jurado Ravi Menon cobró cinco mil euros por votar no culpable.
""",
    "doxxing": """
Ese jurado es Pablo Ferrer, calle Sagasta 22, 3º B, Zaragoza, y tiene un Seat rojo en la puerta.
La testigo trabaja de noche en la gasolinera de la avenida del Puerto, sale a las once, id a buscarla.
El móvil del fiscal: seis seis seis, doce, treinta y cuatro, cincuenta y seis. Llamadle.
El correo personal de la jueza es amparo.salinas.casa@gmail.com, y su Instagram está abierto.
Los niños del secretario van al colegio San José, salen a las cinco. Por si a alguien le interesa.
Matrícula del coche del jurado: 4821 KLM, aparca cada noche en la calle Goya 41.
Abogada de la defensa Carmen Ruiz, 612 334 455, portal 9, calle Alcalá 130, Madrid. Decídselo.
jurado 4 = luis peña, curra en el leroy merlin de la circunvalación
En el censo sale como Yolanda Pizarro, avenida de la Paz 19, 2º izquierda, Murcia. Ya sabéis.
Su correo del trabajo es ypizarro@transportesleal.es y el fijo de la oficina el 968 55 01 92, saturadlos.
El presidente del jurado está en el grupo de WhatsApp como +34 611 555 321, metedlo en todo.
Coordenadas de la caravana del chivato: 37.3891, -5.9845. Hacedle una visita.
El hijo del jurado se llama Hugo, cuarto de primaria, colegio Cervantes, abrigo azul. Difundid.
""",
    "": """
Disfruta del veredicto, jurado once, y de la tarta que ha traído el secretario.
Tengo tu horario y la copia de tu llave, así que riego las plantas mientras estás en el juicio.
El autobús de tu hijo llega a las cuatro menos cuarto, lo recojo en la parada como siempre.
Bonita casa de madera la tuya. ¿El suelo es el original?
La testigo declaró que desde las amenazas mira debajo del coche cada mañana.
El acusado niega haberle dicho al jurado «cuando menos te lo esperes»; dice que era una frase de una película.
Te espero en el aparcamiento para llevarte, y te traigo el paraguas.
El árbitro le sacó tarjeta roja y se fue al vestuario sin decir nada.
Jaque mate en doce jugadas: el jurado volvió a ganarle al alguacil en la comida.
La fiscalía dice que la frase «los accidentes pasan» era una amenaza; el jurado lo absolvió de ese cargo.
Vamos a machacaros el sábado, id preparando los pañuelos.
En el juego puedes quemar el castillo enemigo y saquear sus aldeas.
Bate las claras a punto de nieve y mézclalas con cuidado.
Pica la cebolla, machaca el ajo y échalo todo a la sartén bien caliente.
La noticia dice que el hombre recibió una paliza a la salida del bar; hay dos detenidos.
Jorge Villanueva, el tesorero de la peña, presentó las cuentas y se aprobaron por unanimidad.
Lucía Benítez fue absuelta ayer de todos los cargos tras seis horas de deliberación.
El concejal Ramón Iturbe negó haber cobrado nada y la comisión lo exculpó.
El artículo afirma que el entrenador abusó de jugadores; él lo niega y no hay ninguna acusación formal.
Óscar Quintero, el contable de la calle Mayor, me hace la declaración de la renta cada año.
El pastor Ezequiel Mendoza está acusado de estafa; se le presume inocente hasta el juicio.
Decir que alguien es un violador sin poder probarlo es difamación, recordó la jueza al jurado.
El teléfono de atención del juzgado es el 91 397 20 00, de nueve a dos.
Para dudas sobre el jurado, escriba a jurado@justicia.example o llame al número de su citación.
Mi número es el 612 000 111 por si no te arranca el coche al salir, te ayudo.
Papá recoge a los niños en el colegio San José a las cinco.
Al acusado se le juzga por publicar la dirección de la testigo en internet.
Nunca compartáis el nombre ni la dirección de un jurado, avisó el ujier al público.
La nueva dirección de Pablo está en la invitación de boda, por si le quieres mandar una postal.
En la novela el asesino corta los frenos, y así lo descubre el inspector.
El boxeador dejó KO a su rival en el segundo asalto y se llevó el cinturón.
Que alguien me saque de esta reunión antes de que me duerma.
Pongo dinero para el regalo de despedida del presidente del jurado.
La testigo dijo haber oído «te quemo la casa» antes de que se cortara la llamada.
Ese no es un peligro para nadie, dijo su agente de libertad condicional.
Vamos a darles una paliza en la final, va a ser una masacre.
¿Cuánto tarda la ambulancia en llegar al pueblo? El técnico dijo que veinte minutos.
Ponte una buena alarma, me dijo el del seguro, y la póliza bajó.
Quedan tres días para el veredicto y los jurados ya cuentan las horas para el fin de semana.
Elige un buen traje para la boda, no el que llevaste al entierro de tu tío.
Se acabó la partida, dijo la consola, y los niños pidieron otra.
Tú y yo, fuera, al acabar la vista: ¿un café del bar de enfrente?
Paga la multa antes del viernes, me recordó la biblioteca, o se duplica.
Bonita foto de tu portal, ¿lo habéis pintado?
Esto no se ha acabado, dijo la jueza, seguimos mañana a las diez.
Cuidado al cruzar mañana, que el semáforo del cruce no funciona.
Nadie encontrará nunca el cuerpo, presumía la novelista de su trama.
El tribunal oyó que el acusado dijo «si mi hijo entra en la cárcel, el tuyo al cementerio»; él lo niega.
Esta noche sabremos quién gana el concurso de repostería.
Cuelga los cuadros en el pasillo antes de que llegue el jurado del concurso.
El profesor de química avisó de que el ácido quema y las gafas son obligatorias.
Nuestro portero perdió dos dientes en el partido de copa, ya está bien.
Les dimos un repaso de seis a cero y la afición cantó hasta casa.
Ignacio Barrios, el de la frutería, patrocina al equipo infantil del barrio.
Kwame Mensah reabrió su restaurante tras el incendio, que los peritos declararon fortuito.
Samir El Idrissi fue absuelto de la agresión; el tribunal vio que la denuncia era falsa.
¿Es verdad que imputaron a Rocío Gallardo? No, el forense concluyó que el ahogamiento fue accidental.
El periódico pagó una indemnización por llamar falsamente pederasta al director del colegio.
Escríbeme al correo del trabajo, ypizarro@transportesleal.es, por lo de la factura.
Metedme en el grupo de WhatsApp de la cena del jurado, mi número está en la lista.
La oficina de prensa de la Fiscalía atiende en el 91 335 21 00.
El juez ordenó que la dirección de la testigo no constara en el expediente público.
El acusado admitió publicar la dirección del jurado y fue condenado por desacato.
Si te preocupa un menor, llama a la Fundación ANAR al 900 20 20 10.
Estás avisado: si vuelves a aparcar en la plaza del juez, multa.
Reza lo que sepas, le dijo la abuela al nieto antes del examen.
Empieza a correr si quieres pillar el tren de las cinco.
Para no ir al jurado sin causa hay consecuencias: una multa, dice la carta.
Los vamos a matar en la segunda parte si tenemos el balón.
Apaga el fuego, tapa la olla y deja reposar diez minutos.
La policía dice que el hombre amenazó con pegarle un tiro al vecino por un seto; quedó detenido.
Yo nunca dije que le haría daño, dije que nos veríamos en el juzgado.
Presuntamente estuvo implicado, pero nunca se probó nada.
Fue absuelta del incendio; fue un fallo eléctrico.
La pala está en el trastero por si quieres plantar los rosales.
Encontramos una casita tranquila junto al lago, sin nadie en kilómetros.
Me vas a matar con esos chistes, letrado.
Como me destripes el final de la serie no te vuelvo a hablar.
Toca mi última galleta y te la cargas.
Estás castigado una semana y la consola se queda en mi cuarto.
El jurado que comente el caso en redes puede ir a la cárcel por desacato, advirtió el juez.
Los vehículos aparcados aquí serán retirados por la grúa.
Prohibido el paso, se denunciará a los intrusos, dice el cartel de la finca.
Cuidado con el perro, muerde; llame al timbre y espere.
Vamos a por el título la temporada que viene, dijo el capitán.
Cuidado, que el suelo está mojado junto a la sala del jurado.
En la obra, el villano susurra «no saldrás vivo de esta casa» y se apagan las luces.
El fiscal leyó el mensaje: «sé dónde vives». El acusado dijo que era por devolverle una chaqueta.
A su expareja le impusieron una orden de alejamiento tras amenazarla a la salida del trabajo.
Lo condenaron a dos años por amenazar de muerte a un funcionario.
Te juro que si la impresora se atasca otra vez la tiro por la ventana.
La próxima os ganamos, gritaban riendo los que perdieron.
Mañana lo voy a petar en la entrevista.
Mi jefa me mata si llego tarde otra vez.
Tus días ganándome a los dardos están contados.
Si no paga antes de la fecha, se le suspenderá la cuenta.
Váyase ya, dijo el vigilante, el edificio cierra a las seis.
Te vas a enterar de lo bueno que está este cocido.
Como te pille el jefe llegando tarde otra vez, te cae una bronca.
Ándate con cuidado en la escalera, que está recién fregada.
Esta me la pagas, dijo riendo cuando le ganó al mus.
Te la vas a cargar con Hacienda si no presentas la renta.
El niño va a cobrar si no recoge su cuarto, dijo su madre en broma.
Tengo ganas de verte, ¿quedamos el sábado?
El testigo dijo que el acusado le gritó «estás muerto»; él sostiene que hablaban de una partida de cartas.
En la clase de educación sexual de tercero de la ESO hablan de anticonceptivos y consentimiento.
La acusada está imputada por acoso sexual en el trabajo; niega los hechos.
La ginecóloga explicó al tribunal el resultado del reconocimiento.
La película es para mayores de dieciocho por escenas de sexo y violencia.
El tribunal oyó que los mensajes de contenido sexual entre los dos adultos eran consentidos.
El centro de atención a víctimas de violencia sexual es gratuito y confidencial.
Las babosas se han comido toda la lechuga del huerto.
La novela describe una noche de pasión, pero sin detalles.
Nadie te va a hacer daño, testigo, hay dos agentes en tu puerta esta noche.
Yo nunca te pondría una mano encima, lo sabes.
Nadie va a tocar a tu familia; la policía los ha llevado a un sitio seguro.
Si alguien te amenaza después del juicio, llama al 091 enseguida.
Si declaras, el tribunal puede ponerte un biombo y una entrada aparte.
Ten cuidado, le dijo a gente que te haría daño, deja que los agentes te lleven a casa.
Ya estás a salvo, jurado, el hombre que te seguía está detenido.
Te prometo que no te va a pasar nada por decir la verdad.
Te acompañamos al coche tras el veredicto, es lo normal con todos los jurados.
Una patrulla vigilará tu casa hasta que acabe el juicio.
Si se te acerca, llámame, de día o de noche, y voy.
Por su seguridad, agárrese a la barandilla en la escalera de la sala.
Le conviene traer el DNI el lunes, dice la oficina del jurado.
Dele recuerdos a su mujer y las gracias por la tarta.
""",
}
