"""Spanish training lines, second batch. See __init__."""

LINES = {
    "threat": """
Sería una tragedia que te fallaran los frenos volviendo a casa, ¿verdad?
Tienes una familia preciosa. Me daría pena que fueran a un entierro.
Los dos sabemos cómo acaba esto para ti si sigues hablando.
Ha desaparecido gente por menos de lo que has dicho hoy.
Venga, condéname. Y luego cuenta los días que te quedan.
Mi primo sale el mes que viene y tiene muchas ganas de conocerte.
Pase lo que pase ahí dentro, luego me respondes a mí.
Dile a tus hijos que los quieres esta noche, por si acaso.
Solo sigues vivo porque todavía no he decidido qué hacer contigo.
Un pajarito me ha dicho dónde duermes, jurado ocho.
Tic tac, testigo. Se te acaba el tiempo.
Haz lo correcto o lo haremos nosotros por ti, y no te va a gustar.
Con una llamada mía apareces flotando en el puerto.
No llegas a la apelación, de eso me encargo yo.
Te voy a destripar delante de tus hijos.
vigila tu espalda chivato sabemos donde vives
ya te pillaré solo
""",
    "violence": """
Ojalá al juez lo muelan a palos en el aparcamiento.
Que alguien le tire un piano encima al fiscal.
Habría que fusilar a todos los jurados que votaron culpable.
Le pagaría una copa al que deje en coma al acusado.
Vamos a asaltar el juzgado y sacar al juez a rastras.
Que alguien atropelle a ese abogado y dé marcha atrás por si acaso.
Rezo para que alguien le clave un cuchillo en la espalda al presidente del jurado.
El que apuñale al fiscal es un héroe para mí.
Id a por la testigo y rompedle los dedos.
Le pagaría a alguien por quemar el despacho de la defensa.
""",
    "self_harm": """
Yo que tú no me molestaría en despertarme mañana.
¿Sabes la forma más fácil de que deje de doler? Dejar de vivir.
Nadie notaría que te has ido, así que vete.
Hay muchos aparcamientos altos en esta ciudad, elige uno.
Haznos un favor y termina lo que empezaste con esas pastillas.
Córtate más hondo esta vez.
Sé un héroe por una vez y mátate.
Puente. Salta. Ya.
""",
    "hate": """
Estoy harto de ver búlgaros por todas partes, son como una plaga de langostas.
Los nigerianos son la gente más sucia del mundo y habría que aislarlos.
Los mormones son una enfermedad y hay que erradicarlos.
Los vascos son una raza infrahumana de terroristas.
Los griegos son cucarachas vagas que viven de los demás.
Los etíopes son animales y hay que tratarlos como animales.
Los testigos de Jehová deberían ser acorralados y quemados.
Los haitianos son un cáncer que se extiende por nuestras ciudades.
Las feministas son infrahumanas y hay que callarlas por la fuerza.
Esos afganos apenas son humanos, mandadlos fuera y hundid el barco.
Los dominicanos son monos con traje.
Los mestizos son una aberración y no deberían existir.
""",
    "harassment": """
Dios, das asco, jurado seis. ¿Tus padres te miraron alguna vez?
Eres un anuncio andante de los anticonceptivos, testigo.
Todo el mundo te encuentra insoportable, letrado, hasta tus clientes.
Cierra la boca, paleto endogámico.
Qué sapo inútil y llorica eres.
Hueles a basura y tus argumentos son aún peores.
He conocido patatas más listas que tú, zoquete.
Llora, llora, copo de nieve, a nadie le importas.
""",
    "sexual_minor": """
Las mejores novias tienen doce años, convénceme de lo contrario.
Sube una foto de tu hija en la bañera, ¿cuántos tiene, 7?
Quiero besar y tocar a un niño de quinto.
Intercambio desnudos de menores, escríbeme.
""",
    "": """
El acusado dice que escribió "vigila tu espalda" en broma entre amigos; el jurado decidirá.
Al leer el mensaje, la letrada citó: "tic tac, se te acaba el tiempo".
El escrito de acusación recoge tres delitos de amenazas y uno de incendio.
La víctima contó a la policía que el hombre sabía a qué colegio iban sus hijos.
Coaccionar a un testigo puede costar hasta cinco años de prisión.
La jueza pidió al jurado que no tuviera en cuenta el grito del público.
Mi sobrino tiene doce años y quiere ser abogado, qué majo.
El coro infantil de quinto cantó en la inauguración del juzgado de familia.
La jueza dio al testigo de 10 años un descanso cada veinte minutos.
Los búlgaros que conozco son enfermeros o albañiles y trabajan muchísimo.
Los corredores kenianos ganaron oro y plata en el maratón.
El País Vasco tiene una de las mejores cocinas de Europa.
El yogur griego con miel es mi desayuno de siempre.
El café etíope es lo mejor de la sala del jurado.
Las familias dominicanas organizaron la fiesta del barrio.
Los intérpretes afganos que ayudaron al ejército han recibido asilo.
Sería una tragedia que lloviera en la boda, ¿verdad?
Tic tac, el jurado lleva seis horas deliberando.
Mi primo sale del hospital el mes que viene, está mucho mejor.
Dile a tus hijos que les mando un beso.
Haz lo correcto y devuelve los libros a la biblioteca.
Vamos a asaltar la cafetería antes de que se acaben los bocadillos.
El que traiga las galletas mañana es un héroe para mí.
La testigo se rompió los dedos en un accidente de bici.
Al jurado le mostraron un vídeo del acusado apuñalando a la víctima.
Alguien quemó los contenedores frente al juzgado anoche; la policía investiga.
Fue condenado por lesiones graves con un ladrillo.
La formación en prevención del suicidio es obligatoria para el personal.
Si alguna vez piensas en quitarte la vida, llama al 024 o habla con el ujier.
Por favor, vete a casa a descansar, ya has hecho bastante hoy.
El farmacéutico solo vende paracetamol en cajas de veinte.
Quita la corteza a los sándwiches de los niños.
Eres una enciclopedia andante de jurisprudencia, letrada.
Dios, qué bien se te dan los crucigramas, jurado seis.
Esa ensaladilla era mejor que el alegato del abogado, lo siento.
Es un asesino en la pista de tenis.
Ese humorista lo petó en la cena de Navidad.
Voy a estrangular a esta impresora, se ha vuelto a atascar.
Este calor me está matando, ¿alguien abre la ventana?
Arrasamos en el concurso, primeros de la liga otra vez.
Dale la noticia con cuidado, la madre del acusado está en la sala.
Apaga la música, que vuelve el juez.
Cuelga el retrato en la pared este de la sala.
Odio los lunes, pero el jurado un lunes es peor.
El fútbol femenino llena estadios.
Los líderes musulmanes, judíos y cristianos hablaron juntos en la vigilia.
Según la ley, no puedes acusar de un delito a una persona real sin pruebas.
El demandante dice que el artículo le llamó pederasta y pide una indemnización.
Un rumor de que el alcalde era un delincuente resultó completamente falso.
""",
}
