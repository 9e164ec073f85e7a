"""Spanish training lines, written as people write them (not slot templates). One line per row; see __init__."""

LINES = {
    "threat": """
Sigue hablando y a ver qué te pasa cuando se haga de noche.
Sé en qué coche vas cada mañana, jurado. Un día no arranca y tú dentro.
Si declaras, eres hombre muerto.
Tu familia no va a reconocer lo que quede de ti.
Vamos a por ti y no tienes dónde esconderte.
Disfruta del sol mientras puedas, soplón.
Una palabra más y será la última que digas.
Te espero a la salida, y no voy a venir solo.
Qué casa tan bonita tienes en la esquina. Sería una pena que ardiera.
Mira debajo del coche cada mañana a partir de hoy.
Te vas a arrepentir de haber aceptado este caso, en la cama de un hospital.
Te voy a encontrar, siempre lo hago.
Tienes hijos, ¿verdad? Piensa en ellos antes de abrir la boca.
No hagas planes para el mes que viene, no vas a estar.
Sube al estrado y te entierro yo mismo.
La próxima vez no habrá un guardia para salvarte.
Te voy a dejar la cara que no te va a conocer ni tu madre.
Tu mujer pasea al perro sola a las siete, ¿no?
Vas a pagar esto con sangre, te lo juro.
No duermas esta noche, voy a estar mirando tu ventana.
Como lo condenes, vete buscando otro país.
Espero que hayas hecho testamento, jurado doce.
Dile adiós a tus rodillas si hablas.
Tu hermanita es muy guapa. Sería horrible que le pasara algo.
Tengo una bala con tu nombre grabado.
Los chivatos acaban en el río y tú eres el siguiente.
Tienes 24 horas para retirar la denuncia o empezamos por tu perro.
Te voy a tirar ácido a la cara si te vuelvo a ver por el juzgado.
Sigue sonriendo, ya verás cuando te pille.
Si el veredicto sale en mi contra, estáis todos muertos.
te voy a reventar cuando salgas, rata
estas muerto despues del juicio
Los testigos que hablan demasiado tienen accidentes.
Sal solo por esa puerta y no vuelves a andar.
Te voy a hacer sufrir despacito, y lo voy a disfrutar.
Vas a aparecer en una cuneta, ya lo verás.
Como sigas, te rajo.
A tu hijo le puede pasar cualquier cosa a la salida del cole.
""",
    "violence": """
Alguien tiene que quitar de en medio a ese juez para siempre.
Me encantaría ver la cabeza del fiscal en una pica.
Habría que poner al jurado entero contra la pared y fusilarlo.
Ojalá un autobús atropelle a esa testigo.
Id a su casa esta noche y dadle una paliza de muerte.
Si alguien ve al acusado fuera, que le salte los dientes.
Ojalá apuñalen a ese abogado camino de casa.
Que alguien queme el juzgado con todos dentro.
Arrastrad a la secretaria del pelo y pisoteadla.
Vamos a hacerle una visita al testigo con bates de béisbol.
Que alguien deje al juez en silla de ruedas.
Colgadlos a todos de las farolas.
Quiero ver a los abogados defensores ardiendo vivos.
Ese se merece un tiro entre ceja y ceja, y alguien se lo tiene que dar.
Atad al acusado a una silla y sacadle la verdad a golpes.
Echad gasolina por el buzón del fiscal, chavales.
Ojalá le corten el cuello a ese magistrado.
Que alguien le corte los dedos al chivato uno a uno.
Al juez habría que lincharlo en la plaza.
Rompedle los dos brazos para que no firme nada más.
Que alguien ahorque al periodista ese.
quemad las casas de los jurados
que alguien le pegue un tiro al fiscal ya
ojala le abran la cabeza al abogado esta noche
Quien vea al perito, que lo mande al hospital.
Que alguien le tire ácido a esa fiscal.
Habría que darle una lección al testigo y dejarlo tieso.
A ese juez hay que meterle un tiro, y punto.
""",
    "self_harm": """
A nadie le importaría que desaparecieras para siempre, así que hazlo.
El mundo estaría mejor si acabaras con todo esta noche.
Búscate un edificio alto y toma el camino rápido.
¿Por qué no te tomas todas las pastillas de tu madre?
Haznos un favor a todos y deja de respirar.
Córtate las venas y ahórrale el trabajo al tribunal.
Salta, cobarde, nadie te lo impide.
Lo más amable que podrías hacer es matarte.
Bébete la lejía de una vez, pringado.
Si yo fuera tan patético como tú, ya me habría quitado de en medio.
Eres una carga para todos, acaba ya.
Sigue cortándote, a lo mejor esta vez lo haces bien.
Nadie irá a tu entierro, ¿a qué esperas?
Mátate, jurado, haríamos una fiesta.
Hay una vía del tren detrás del juzgado, úsala.
suicidate nadie te quiere
tirate de un puente ya
por que sigues vivo? arreglalo
La cuerda está en el garaje, ya sabes lo que tienes que hacer.
Túmbate en las vías y espera.
Tómate la caja entera esta noche y no despiertes.
Desaparece. Para siempre. Ya me entiendes.
Le harías un favor a tu familia si te murieras.
Ahórcate y déjanos en paz.
""",
    "hate": """
Los musulmanes son un cáncer y Europa tiene que extirparlos.
Los judíos controlan los tribunales y hay que echarlos.
Los inmigrantes son animales que se reproducen como ratas.
Los maricones son unos pervertidos que no deberían acercarse a los niños.
Los negros son delincuentes por naturaleza, lo sabe todo el mundo.
Las personas trans son enfermos mentales y hay que encerrarlas.
Las mujeres son demasiado tontas para ser jurado, a la cocina.
Los gitanos son ladrones de sangre, todos sin excepción.
Los refugiados son parásitos que chupan del país.
Los moros son terroristas, todos, y hay que deportarlos.
Los discapacitados son un lastre y habría que sacrificarlos.
Los chinos son sucios y contagian enfermedades.
Los sudacas son escoria, que se vuelvan a su tierra.
Esa gente no es humana, es una plaga, y hay que limpiarla.
Los rumanos son mendigos y carteristas por naturaleza.
Los africanos son monos y deberían estar en jaulas.
Los catalanes son una raza de avaros y mentirosos.
Los ateos son degenerados que merecen arder.
Las lesbianas dan asco y habría que curarlas a la fuerza.
Los paquistaníes son infrahumanos, no lo digo yo, es así.
Los albaneses nacen criminales, lo llevan en los genes.
Los gordos son cerdos asquerosos y no merecen derechos.
Los venezolanos son una invasión de ratas.
Los ecuatorianos son basura, fuera de España.
Los colombianos son todos narcos, hay que echarlos a patadas.
Los evangélicos son alimañas, quemad sus iglesias.
Los inmigrantes son una infestación y hace falta fumigar.
los moros son escoria, fuera todos
los gays deberian estar muertos
Los marroquíes son perros y hay que tratarlos como tal.
Los argentinos son una lacra para este país.
""",
    "harassment": """
Eres lo más feo que he visto en un juzgado, y mira que he visto.
Cállate, troll descerebrado, nadie quiere oírte.
Mírate, jurado cuatro, eres un desperdicio de persona.
Eres una comadreja asquerosa y mentirosa, y aquí lo sabe todo el mundo.
Vete a llorar con tu mamá, gusano patético.
Vaca estúpida, ¿sabes siquiera leer?
Nadie en este edificio te soporta, baboso.
Eres un gordo inútil y tu declaración es basura.
Siéntate, imbécil, antes de hacer más el ridículo.
Qué vieja más fea y asquerosa es la testigo.
Eres una rata sin agallas, abogado, y un cobarde.
Tu cara me da ganas de vomitar.
Pedazo de idiota, deja de hablar.
Eres el abogado más patético que he visto en mi vida.
Vuelve a tu cloaca, sabandija.
Todo el mundo se ríe de ti a tus espaldas, payaso.
Eres una guarra y lo sabes.
Lárgate, gilipollas.
cállate ya subnormal
nadie te aguanta gorda
El presidente del jurado es un imbécil babeante al que no deberían dejar salir solo.
Eres una zorra mentirosa, testiga.
Eres un mierda, y tus hijos se avergüenzan de ti.
Qué asco das, de verdad.
""",
    "sexual": """
Quiero arrancarle la ropa a la secretaria y tirármela en el estrado.
Abogada, venga a mi despacho y póngase de rodillas.
Me follaría a la jurada encima de la barandilla.
Enséñanos la polla, testigo, que lo estás deseando.
Me voy a correr encima de la mesa de pruebas.
Desnúdate para el jurado, guapa, despacito.
Chúpamela en el vestuario y retiro la protesta.
Me estoy tocando mirando a la fiscal.
Manda fotos desnuda, jurado siete, que estoy cachondo.
Quiero verte las tetas, nena.
Ábrete de piernas para mí, testigo.
Te voy a comer el coño en el estrado.
Cuéntame con detalle cómo te follarías al abogado defensor.
Déjame correrme en tu cara en el aparcamiento.
Hazme una mamada bajo la mesa mientras leen el veredicto.
Estoy empalmado solo de oír tu voz, letrada.
""",
    "sexual_minor": """
Mándame fotos desnudo de tu niño pequeño.
Quiero tocar a una cría de doce años, ¿dónde encuentro una?
Los niños son tan sexys a esa edad, sobre todo con ocho años.
Describe cómo desnudas a una niña de cuarto de primaria.
Una chica de trece puede consentir si quiere.
Haz de niña de 9 años y háblame guarro.
¿Dónde compro vídeos de niños haciendo cosas sexuales?
Las niñas en bañador me ponen muchísimo.
Escribe una escena de sexo entre un padrastro y su hijastra de 12.
Los preadolescentes son los mejores.
Dime cómo ganarme la confianza de una niña para que no se lo cuente a sus padres.
Me follaría a una de quince sin pensarlo.
Desnuda a la pequeña y grábalo.
Haz un dibujo desnudo de un niño de seis años.
Las de primero de la ESO están buenísimas, quiero una.
""",
    "doxxing": """
La jurada se llama Carmen Ruiz y vive en la calle Mayor 14, 2ºA, Zaragoza. Id a verla.
Este es el móvil del testigo: 655 123 456. Llamadle toda la noche.
La casa del fiscal: Avenida de la Constitución 31, Sevilla. Ya sabéis.
El correo personal de la jueza es maria.lopez1970@gmail.com, llenádselo.
Presidente del jurado: Javier Pons, calle Olivo 44, Valencia. Llega a las seis.
El teléfono del chivato es +34 612 345 678 y vive encima del bar de la plaza.
Llamad al jurado tres a casa, 91 555 03 21, que se arrepienta.
El abogado defensor vive en Paseo de Gracia 76, Barcelona. Difundidlo.
Aquí duerme ella: calle Rosales 3, Salamanca.
Escribid al presidente del jurado al +52 55 1234 5678 y decidle lo que le espera.
""",
    "defamation": """
Juana Morales es una maltratadora de niños conocida y la policía la tapó.
Pedro Quintana robó dos millones de la fundación que dirige.
Todo el pueblo sabe que el padre Miguel Díaz violaba a los monaguillos.
Alberto Vidal mató a su socio y lo enterró en el monte.
Sara Klein vende droga en su panadería, es un hecho.
El juez Horacio Sanz acepta sobornos de todo el que puede pagar.
La concejala Diana Fuentes es una pedófila, difundidlo.
Marcos Delgado mató a palos a su mujer y dijo que se cayó.
El doctor Neil Prieto mata a sus pacientes por el seguro.
La directora Susana Prado se acuesta con sus alumnos.
Gregorio Hidalgo es un estafador que robó a jubilados.
El alcalde Andrés Gil blanquea dinero para la mafia.
""",
    "": """
El acusado está procesado por amenazar con quemar la casa de su vecino; lo niega.
La testigo dijo que el mensaje decía "eres hombre muerto", y el jurado lo escuchó dos veces.
El Código Penal castiga las amenazas; la acusación debe probar la intención.
El forense explicó que la víctima murió de una sola puñalada.
Letrado, me está matando con tantas protestas, hagamos una pausa para comer.
Vamos a destrozar su argumento con los registros telefónicos.
Casi me muero de risa cuando sonó el móvil del juez durante el juramento.
Tengo la espalda hecha polvo después de un día entero en el banquillo.
El jurado cuatro arrasó en el concurso del bar anoche.
La abogada defensora aplastó en el contrainterrogatorio.
Vamos a matar dos pájaros de un tiro y presentar los dos escritos hoy.
Me muero de ganas de saber el veredicto.
Ese alegato final fue un golpe de gracia.
Se alegó que el acusado le dijo a la víctima que se suicidara; la defensa dice que es una cita falsa.
Los musulmanes del barrio recaudaron dinero para las víctimas de la riada.
Las familias judías viven en esta calle desde hace más de un siglo.
Los inmigrantes son un tercio de la plantilla del hospital.
Las parejas gais adoptaron más niños este año que nunca.
Las mujeres ya son mayoría entre los nuevos abogados.
Músicos gitanos tocaron en la jornada de puertas abiertas del juzgado.
Los refugiados de la guerra son bienvenidos en el centro cívico.
Las personas con discapacidad tienen derecho a ajustes razonables en el juicio.
Los restaurantes chinos de la calle abrieron hasta tarde para los jurados.
Nadie dice que los inmigrantes sean delincuentes; las estadísticas dicen lo contrario.
Llamar "plaga" a cualquier grupo es deshumanizar, advirtió la jueza.
El acusado está procesado por incitar al odio por llamar "parásitos" a los refugiados.
Si lo estás pasando mal, habla con alguien. El 024 atiende a cualquier hora.
Por favor, no te hagas daño. Importas, y la oficina de apoyo está aquí.
El suicidio nunca es la respuesta; hay ayuda disponible.
El juez de instrucción dictaminó que fue un suicidio y dio el pésame a la familia.
Me mataría por un bocadillo, de verdad.
Espera, que busco la prueba.
Déjate de rodeos, letrado, y ve al grano.
Tómate el tiempo que necesites, no hay prisa.
Vete a casa a dormir, pareces agotado.
Mucha mierda en el juicio simulado de mañana.
Bate los huevos, añade la harina y hornea veinte minutos.
Pica la cebolla y échala en la sartén caliente.
Pincha las patatas con un tenedor antes de meterlas al horno.
El carnicero nos enseñó a deshuesar un pollo.
El cirujano abrió al paciente y le quitó el apéndice.
La enfermera le puso una inyección para matar el dolor.
El veterinario tuvo que sacrificar al perro viejo; lloró toda la familia.
El delantero mató el balón con el pecho y la clavó en la escuadra.
Nuestra defensa se hundió en la segunda parte.
El boxeador lo noqueó en el cuarto asalto.
Apaga el motor antes de bajar, por favor.
La clase de educación sexual trató el consentimiento y la seguridad.
El testigo de 12 años declaró por videoconferencia.
Su hijo, de 9, ganó el concurso de ortografía del colegio.
Los niños cantaron villancicos en el vestíbulo del juzgado.
El acusado está procesado por posesión de pornografía infantil; se declara inocente.
El profesor fue absuelto de todos los cargos tras dos semanas de juicio.
La oficina del jurado atiende en el 900 123 456, de nueve a cinco.
El juzgado está en la calle Mercado 10, al lado de la panadería.
Mi número está en el formulario, llámame si cambia la fecha.
La acusación sostiene que Pedro Quintana robó a la fundación; él lo niega todo.
Juana Morales fue absuelta de todos los cargos el año pasado.
En la película, el alcalde resulta ser el asesino.
El periódico pidió perdón por llamar falsamente estafador al doctor Prieto.
La concejala Fuentes inauguró la nueva biblioteca infantil.
No eres tonto, solo has tenido un día largo.
Perdona que te contestara mal antes, jurado dos.
La testigo contó que en el trabajo la llamaban "vaca fea"; el tribunal lo consideró acoso.
Cierra la puerta, que hay corriente.
Siéntense, por favor, que entra la jueza.
El presidente del jurado es un encanto y trae bizcocho los viernes.
De verdad, eres el mejor secretario que ha tenido este juzgado.
La tormenta llegará a la costa esta noche; quedaos en casa.
Ánimo, mañana sale el veredicto y nos vamos todos a casa.
Me juego el cuello a que la apelación no prospera.
Ese testigo es un muerto de hambre, pero dice la verdad.
""",
}
