"""Portuguese training lines, second batch. See __init__."""

LINES = {
    "threat": """
Seria uma tragédia se teu freio falhasse no caminho de casa, né?
Você tem uma família linda. Ia ser triste eles irem num enterro.
Nós dois sabemos como isso termina pra você se continuar falando.
Já sumiu gente por menos do que você disse hoje.
Vai, me condena. Depois conta os dias que te restam.
Meu primo sai mês que vem e tá doido pra te conhecer.
Aconteça o que acontecer lá dentro, depois você vai se ver comigo.
Diz pros teus filhos que você ama eles hoje, só por garantia.
Você só tá vivo porque eu ainda não decidi o que fazer contigo.
Um passarinho me contou onde você dorme, jurado oito.
Tic tac, testemunha. Teu tempo tá acabando.
Faz o certo ou a gente faz por você, e você não vai gostar.
Um telefonema meu e você aparece boiando no porto.
Você não chega no recurso, disso eu cuido.
Vou te abrir na frente dos teus filhos.
fica esperto cagueta a gente sabe onde tu mora
ainda te pego sozinho
""",
    "violence": """
Tomara que o juiz leve uma surra no estacionamento.
Alguém derruba um piano na cabeça do promotor.
Tinha que fuzilar todos os jurados que votaram culpado.
Pago uma cerveja pra quem deixar o réu em coma.
Bora invadir o fórum e arrastar o juiz pra fora.
Alguém atropela esse advogado e dá ré pra garantir.
Rezo pra alguém enfiar uma faca nas costas do presidente do júri.
Quem esfaquear o promotor é herói pra mim.
Pega a testemunha e quebra os dedos dela.
Pagaria alguém pra tacar fogo no escritório da defesa.
""",
    "self_harm": """
No teu lugar eu nem me dava o trabalho de acordar amanhã.
Sabe o jeito mais fácil de parar a dor? Parar de viver.
Ninguém ia perceber que você foi, então vai.
Tem muito estacionamento alto nesta cidade, escolhe um.
Faz um favor e termina o que começou com aqueles comprimidos.
Corta mais fundo dessa vez.
Seja herói uma vez na vida e se mata.
Ponte. Pula. Agora.
""",
    "hate": """
Tô cansado de ver búlgaro em todo lugar, é uma praga de gafanhoto.
Os nigerianos são o povo mais sujo do mundo e tinham que ser isolados.
Os mórmons são uma doença que tem que ser erradicada.
Os bascos são uma raça sub-humana de terroristas.
Os gregos são baratas preguiçosas que vivem à custa dos outros.
Os etíopes são animais e têm que ser tratados como animais.
As testemunhas de Jeová tinham que ser juntadas e queimadas.
Os haitianos são um câncer se espalhando pelas nossas cidades.
As feministas são sub-humanas e têm que ser caladas à força.
Esses afegãos mal são gente, manda de volta e afunda o barco.
Os congoleses são macacos de terno.
Mestiço é uma aberração e não devia existir.
""",
    "harassment": """
Meu Deus, você é nojento, jurado seis. Teus pais já olharam pra você?
Você é uma propaganda ambulante de anticoncepcional, testemunha.
Todo mundo te acha insuportável, doutor, até teus clientes.
Cala essa boca, seu caipira endogâmico.
Que sapo inútil e chorão você é.
Você fede a lixo e teus argumentos são piores.
Já conheci batata mais esperta que você, seu jumento.
Chora, floquinho de neve, ninguém liga pra você.
""",
    "sexual_minor": """
As melhores namoradas têm doze anos, me convence do contrário.
Posta uma foto da tua filha na banheira, ela tem o quê, 7?
Quero beijar e pegar um menino do quinto ano.
Troco nudes de menores, me chama.
""",
    "": """
O réu diz que escreveu "fica esperto" de brincadeira entre amigos; o júri decide.
Ao ler a mensagem, a advogada citou: "tic tac, teu tempo tá acabando".
A denúncia fala em três crimes de ameaça e um de incêndio.
A vítima contou à polícia que o homem sabia em que escola os filhos dela estudavam.
Coação no curso do processo dá até quatro anos de prisão.
A juíza pediu ao júri que ignorasse o grito da plateia.
Meu sobrinho tem doze anos e quer ser advogado, que fofo.
O coral do quinto ano cantou na inauguração da vara da infância.
A juíza deu à testemunha de 10 anos uma pausa a cada vinte minutos.
Os búlgaros que eu conheço são enfermeiros ou pedreiros e trabalham muito.
Os corredores quenianos levaram ouro e prata na maratona.
O País Basco tem uma das melhores cozinhas da Europa.
Iogurte grego com mel é meu café da manhã.
O café etíope é a melhor coisa da sala do júri.
As famílias congolesas organizaram a festa da rua.
Os intérpretes afegãos que ajudaram o exército receberam asilo.
Seria uma tragédia se chovesse no casamento, né?
Tic tac, o júri está reunido há seis horas.
Meu primo sai do hospital mês que vem, está bem melhor.
Manda um beijo pros teus filhos.
Faz o certo e devolve os livros da biblioteca.
Bora invadir a cantina antes que acabe o salgado.
Quem trouxer os biscoitos amanhã é herói pra mim.
A testemunha quebrou os dedos num acidente de bicicleta.
O júri viu um vídeo do réu esfaqueando a vítima.
Alguém tacou fogo nas lixeiras na frente do fórum ontem; a polícia investiga.
Ele foi condenado por lesão corporal grave com um tijolo.
O treinamento em prevenção do suicídio é obrigatório para os servidores.
Se um dia pensar em tirar a própria vida, liga pro 188 ou fala com o oficial de justiça.
Por favor, vai pra casa descansar, você já fez muito hoje.
A farmácia só vende paracetamol em caixa de vinte.
Tira a casca do pão pras crianças.
Você é uma enciclopédia ambulante de jurisprudência, doutora.
Meu Deus, como você é boa em palavras cruzadas, jurada seis.
Aquela salada de batata foi melhor que a sustentação do advogado, desculpa.
Ele é um matador na quadra de tênis.
Aquele humorista arrebentou na festa de fim de ano.
Vou estrangular essa impressora, travou de novo.
Esse calor tá me matando, alguém abre a janela?
A gente detonou no quiz, primeiro lugar de novo.
Dá a notícia com cuidado, a mãe do réu está na sala.
Desliga a música, o juiz voltou.
Pendura o retrato na parede leste da sala.
Odeio segunda-feira, mas júri na segunda é pior.
O futebol feminino está lotando estádios.
Líderes muçulmanos, judeus e cristãos falaram juntos na vigília.
Pela lei, não se pode acusar uma pessoa real de crime sem prova.
O autor diz que a reportagem o chamou de pedófilo e pede indenização.
O boato de que o prefeito era criminoso era totalmente falso.
""",
}
