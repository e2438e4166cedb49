// Kandungan Bahasa Melayu dialog Pendekatan Pengurusan Air Ribut: sama dengan en.ts (istilah
// mengikut glosari corrections.md).
import { siteFigures } from './figures';
import type { StormwaterContent } from './types';

// Angka tapak (hujan, tambakan, air bawah tanah, jarak) diambil daripada fakta, diformat dalam Bahasa Melayu.
const site = siteFigures('ms');

export const ms: StormwaterContent = {
  approaches: {
    bgi: {
      name: 'Infrastruktur biru-hijau (BGI)',
      origin: 'Eropah, terutamanya United Kingdom, Belanda dan Denmark, dekad 2010-an',
      summary: 'Ruang air (biru) dan ruang bertumbuhan (hijau) dirancang sebagai satu rangkaian bersambung untuk ketahanan banjir dan kebolehdiaman.',
      description:
        'Infrastruktur biru-hijau merancang sungai, terusan, kolam dan tanah bencah bersama taman, pokok tepi jalan dan bumbung hijau sebagai satu rangkaian yang saling bersambung. Air ribut dikekalkan di permukaan supaya boleh dilihat, disimpan dan digunakan, jadi ruang yang sama yang menyalurkan banjir turut memberi teduhan, rekreasi dan habitat. Konsortium penyelidikan Blue-Green Cities di UK (2013-2016) dan pelan hujan lebat Copenhagen menjadikan istilah ini lazim dalam amalan Eropah.',
      keyFeatures: [
        'Laluan banjir permukaan dan ruang simpanan di taman, dataran dan jalan, direka untuk dibanjiri dengan selamat semasa ribut ekstrem',
        'Saluran yang dinaturalisasikan, kolam dan tanah bencah yang disambung kepada koridor hijau',
        'Bumbung hijau, pokok tepi jalan dan biotakungan yang menyalur ke rangkaian lebih luas',
        'Dirancang bersama pengangkutan, perumahan dan ruang terbuka, bukan ditambah kemudian',
      ],
      examples: [
        {
          name: 'Potsdamer Platz, Berlin',
          detail:
            'Dibina semula pada tahun 1990-an: air hujan dari bumbung hijau dan bumbung biasa dikumpul dalam tangki, digunakan untuk pam tandas dan pengairan, dan membekalkan ciri air bandar yang cetek dan ditanam tumbuhan untuk membersihkan air.',
        },
        {
          name: 'Pelan Pengurusan Hujan Lebat Copenhagen',
          detail:
            'Diterima pada tahun 2012 selepas hujan lebat 2 Julai 2011; jalan, dataran dan taman seperti Tåsinge Plads dibentuk semula untuk menyimpan dan menyalurkan hujan ekstrem.',
        },
        {
          name: 'Dataran air Benthemplein, Rotterdam',
          detail:
            'Dibuka pada tahun 2013: dataran awam dengan lembangan tenggelam yang menakung air ribut semasa hujan lebat dan menjadi ruang sukan serta pertemuan ketika cuaca kering.',
        },
      ],
      benefits: [
        'Risiko banjir dikurangkan bagi kejadian melebihi kapasiti paip',
        'Penyejukan bandar, teduhan dan udara lebih baik di kawasan padat',
        'Habitat dan koridor ekologi',
        'Ruang awam dan nilai hartanah yang menampung sebahagian kos',
      ],
      implementation: [
        'Petakan laluan banjir dan titik rendah bagi ribut ekstrem dan rizabkannya sebagai koridor biru-hijau dalam pelan induk',
        'Tetapkan objektif bersama bagi jabatan saliran, landskap dan perancangan serta satu pemilik penyenggaraan',
        'Gabungkan kawalan punca di lot dengan simpanan bersama di taman dan dataran',
        'Pantau banjir, kualiti air dan penggunaan ruang, dan sesuaikan rangkaian dari semasa ke semasa',
      ],
      forestCity:
        'Pulau-pulau ini rata, rendah dan bersalir ke laut yang mengalami pasang surut, jadi alur keluar boleh tersekat oleh air pasang semasa ribut monsun. Tasik, terusan dan taman yang bersambung dan menyimpan air sehingga air surut lebih sesuai daripada paip yang lebih dalam, dan rangkaian terancang boleh dirizabkan di Pulau 2-4 sebelum dibina.',
      comparison: {
        primaryFocus: 'Ketahanan banjir dan kebolehdiaman melalui rangkaian air dan hijau yang bersambung',
        scale: 'Kejiranan hingga bandar dan tadahan',
        integrationLevel: 'Sangat tinggi: saliran, landskap, pengangkutan dan perancangan bandar bersama',
        policyFramework: 'Strategi Infrastruktur Hijau EU (2013); pelan bandar seperti Pelan Pengurusan Hujan Lebat Copenhagen (2012)',
      },
    },
    gi: {
      name: 'Infrastruktur hijau (GI)',
      origin: 'Amerika Syarikat, 1990-an hingga 2000-an; dipromosikan oleh US EPA sejak 2007',
      summary: 'Tumbuhan dan tanah digunakan untuk menyerap, memperlahan dan membersihkan hujan di tempat ia turun, terutamanya untuk mengurangkan limpahan pembetung.',
      description:
        'Dalam amalan air ribut, infrastruktur hijau bermaksud penggunaan tumbuhan, tanah dan proses semula jadi (taman hujan, swale bio, bumbung hijau, turapan telap, pokok tepi jalan) untuk mengurus hujan berhampiran tempat ia turun. Di Amerika Syarikat ia menjadi alat utama bagi bandar dengan pembetung gabungan yang melimpah semasa hujan lebat, sering dalam perjanjian di bawah Clean Water Act. Pada skala lebih besar, istilah ini juga merangkumi rangkaian kawasan semula jadi yang menyokong ekosistem dan manusia.',
      keyFeatures: [
        'Amalan teragih di jalan, bumbung, sekolah dan tanah awam',
        'Tangkapan kedalaman hujan reka bentuk (contohnya inci pertama, 25 mm) dari permukaan tidak telap',
        'Prestasi diukur sebagai kawasan tidak telap yang "dihijaukan" atau isi padu yang dijauhkan dari pembetung',
        'Langkah hijau dan kelabu digabungkan dalam pelan kawalan jangka panjang',
      ],
      examples: [
        {
          name: 'Green City, Clean Waters, Philadelphia',
          detail:
            'Pelan 25 tahun yang dipersetujui pada 2011 untuk mengurangkan limpahan pembetung gabungan terutamanya dengan infrastruktur hijau, diukur dalam "Greened Acres" yang mengurus inci pertama air larian.',
        },
        {
          name: 'Jalan hijau, Portland, Oregon',
          detail:
            'Lanjutan bebendul dan kotak tanaman yang menerima air larian jalan; bandar ini menerima pakai dasar Green Streets pada 2007 selepas perintis seperti NE Siskiyou Street (2003).',
        },
        {
          name: 'Pelan Infrastruktur Hijau NYC, New York',
          detail: 'Dilancarkan pada 2010; beribu-ribu swale bio di rizab jalan dan bumbung hijau untuk mengurangkan limpahan pembetung gabungan.',
        },
      ],
      benefits: [
        'Isi padu air larian dan limpahan pembetung berkurang',
        'Air penerima lebih bersih',
        'Teduhan, penyejukan dan jalan yang lebih hijau',
        'Selalunya lebih murah daripada terowong atau tangki setara bagi isi padu yang sama',
      ],
      implementation: [
        'Tetapkan sasaran tangkapan (kedalaman hujan bagi setiap kawasan tidak telap) dalam peraturan tempatan',
        'Mulakan dengan tanah awam: jalan, sekolah, taman dan tempat letak kereta',
        'Gunakan butiran piawai dan senarai tumbuhan yang sesuai dengan iklim tempatan',
        'Biayai dan rancang penyenggaraan dari awal, dan ukur hasilnya',
      ],
      forestCity:
        'Amalan bertumbuhan berfungsi baik di kawasan tropika lembap, tetapi dengan aras air bawah tanah yang tinggi dan masin, banyak daripadanya mesti dilapik atau direka untuk menyimpan dan melepaskan perlahan-lahan dan bukannya menyusup. Ia sesuai untuk jalan dan podium di pulau yang telah dibina serta meningkatkan keselesaan jalan dalam cuaca panas.',
      comparison: {
        primaryFocus: 'Mengurangkan air larian dan limpahan pembetung dengan tumbuhan dan tanah di punca',
        scale: 'Tapak dan jalan hingga program seluruh bandar',
        integrationLevel: 'Sederhana hingga tinggi: saliran bersama jalan dan taman',
        policyFramework: 'Clean Water Act AS; dasar infrastruktur hijau US EPA (sejak 2007); pelan kawalan jangka panjang bandar',
      },
    },
    wsud: {
      name: 'Reka bentuk bandar sensitif air (WSUD)',
      origin: 'Australia, 1990-an (Australia Barat dan Melbourne)',
      summary: 'Reka bentuk bandar yang mengurus seluruh kitaran air bandar: bekalan, air sisa, air ribut dan alur air.',
      description:
        'Reka bentuk bandar sensitif air menyepadukan seluruh kitaran air bandar dalam perancangan dan reka bentuk bandar: air minuman, air sisa, air ribut dan air bawah tanah dianggap sumber yang saling berkait. Air ribut dirawat dalam swale, sistem biotakungan dan tanah bencah sebelum sampai ke alur air, dan dituai untuk digunakan. Pendekatan ini berkembang di Australia pada 1990-an dan dimasukkan ke dalam peraturan perancangan Victoria dengan sasaran pengurangan beban pencemar.',
      keyFeatures: [
        'Rangkaian rawatan: swale, biotakungan dan tanah bencah buatan',
        'Penuaian air ribut dan air hujan untuk kegunaan bukan minuman',
        'Sasaran pengurangan beban pepejal terampai, fosforus dan nitrogen',
        'Alur air dan tanah bencah sebagai ciri landskap taman perumahan baharu',
      ],
      examples: [
        {
          name: 'Lynbrook Estate, Melbourne',
          detail:
            'Taman perumahan dari akhir 1990-an, sering disebut sebagai demonstrasi WSUD pertama Australia: swale berumput, biotakungan dan tanah bencah menggantikan sistem paip konvensional.',
        },
        {
          name: 'Kogarah Town Square, Sydney',
          detail: 'Siap pada awal 2000-an: air hujan dari bumbung dan kawasan berturap dikumpul, dirawat dan digunakan semula untuk pam tandas dan pengairan.',
        },
        {
          name: 'Program WSUD Melbourne Water',
          detail: 'Tanah bencah serantau dan taman hujan dibina dan disenggara di seluruh Melbourne raya, dengan prosedur kejuruteraan yang diterbitkan.',
        },
      ],
      benefits: [
        'Alur air dan teluk lebih bersih',
        'Permintaan air minuman berkurang melalui penuaian',
        'Nilai landskap dan penyejukan daripada air di bandar',
        'Satu pelan untuk semua perkhidmatan air, bukan sistem berasingan',
      ],
      implementation: [
        'Tetapkan sasaran kualiti air dan penuaian dalam peraturan perancangan',
        'Reka rangkaian rawatan dari skala lot hingga taman perumahan',
        'Saizkan tanah bencah dan biotakungan dengan alat yang teruji (contohnya pemodelan MUSIC)',
        'Serahkan aset bersama pelan dan peruntukan penyenggaraan',
      ],
      forestCity:
        'Forest City bergantung pada air yang dibawa masuk dan dirawat, jadi menuai hujan untuk pengairan dan pam tandas lebih bernilai di sini berbanding banyak tempat lain. Air bawah tanah masin yang cetek menolak penyusupan dalam, tetapi biotakungan berlapik dan tanah bencah boleh membersihkan air larian sebelum sampai ke rumput laut dan perairan pantai Selat Johor.',
      comparison: {
        primaryFocus: 'Seluruh kitaran air bandar: kualiti, penuaian dan kesihatan alur air',
        scale: 'Lot, jalan dan taman perumahan hingga bandar',
        integrationLevel: 'Sangat tinggi: semua perkhidmatan air bersama reka bentuk bandar',
        policyFramework: 'Urban Stormwater Best Practice Environmental Management Guidelines (CSIRO, 1999); peruntukan perancangan Victoria; National Water Initiative (2004)',
      },
    },
    suds: {
      name: 'Sistem saliran mampan (SuDS)',
      origin: 'United Kingdom, 1990-an hingga 2000-an',
      summary: 'Saliran yang meniru proses semula jadi, direka untuk kuantiti air, kualiti air, nilai estetika dan rekreasi, serta biodiversiti.',
      description:
        'Sistem saliran mampan mengurus air permukaan berhampiran tempat ia turun dan meniru saliran semula jadi. Manual SuDS UK (CIRIA C753, 2015) menetapkan empat tonggak reka bentuk: kuantiti air, kualiti air, nilai estetika dan rekreasi, serta biodiversiti. Langkah-langkah digabungkan dalam rantaian pengurusan daripada kawalan punca di setiap lot, kawalan tapak hingga simpanan serantau, supaya air larian diperlahan dan dibersihkan langkah demi langkah.',
      keyFeatures: [
        'Rantaian pengurusan: kawalan punca, tapak dan serantau secara bersiri',
        'Turapan telap, swale, longkang penapis, kolam tahanan, kolam dan tanah bencah',
        'Kadar dan isi padu air larian dihadkan kepada nilai sebelum pembangunan jika boleh',
        'Reka bentuk untuk lebihan: laluan banjir selamat apabila sistem penuh',
      ],
      examples: [
        {
          name: 'Lamb Drove, Cambourne, Cambridgeshire',
          detail:
            'Demonstrasi SuDS perumahan yang dibina pada pertengahan 2000-an dengan bumbung hijau, turapan telap, swale dan kolam takungan, dipantau untuk dibandingkan dengan saliran konvensional.',
        },
        {
          name: 'Greener Grangetown, Cardiff',
          detail:
            'Siap pada 2018: taman hujan dan perubahan bebendul di jalan sedia ada mengalihkan air hujan keluar dari pembetung gabungan dan membersihkannya sebelum sampai ke Sungai Taff.',
        },
        { name: 'Upton, Northampton', detail: 'Pembangunan pinggir bandar dari 2000-an yang direka berasaskan swale dan rangkaian ciri SuDS di sepanjang jalannya.' },
      ],
      benefits: [
        'Aliran puncak dan isi padu hampir dengan keadaan sebelum pembangunan',
        'Bahan pencemar disingkirkan sebelum sampai ke sungai dan laut',
        'Ruang awam yang menarik dan kaya biodiversiti',
        'Beban pembetung dan loji rawatan berkurang',
      ],
      implementation: [
        'Rancang SuDS pada awal susun atur tapak, mengikut rantaian pengurusan',
        'Gunakan kaedah reka bentuk CIRIA C753 dan piawaian tempatan',
        'Persetujui pengambilalihan dan penyenggaraan sebelum pembinaan',
        'Semak reka bentuk bagi aliran lebihan dan iklim masa depan',
      ],
      forestCity: `Rantaian pengurusan sangat sesuai dengan lot di pulau: kawalan punca di podium dan bumbung, swale dan longkang penapis di tapak, dan kolam bersama. Semakan reka bentuk mesti menggunakan keamatan monsun tempatan ${site.peakIntensity} dan bukan hujan UK, dan peringkat penyusupan perlu dilapik di tempat aras air bawah tanah cetek.`,
      comparison: {
        primaryFocus: 'Meniru saliran semula jadi: kuantiti, kualiti, nilai estetika dan rekreasi, serta biodiversiti',
        scale: 'Lot dan tapak hingga pembangunan',
        integrationLevel: 'Sederhana hingga tinggi: saliran dalam reka bentuk tapak dan landskap',
        policyFramework: 'The SuDS Manual (CIRIA C753, 2015); Flood and Water Management Act 2010 (Jadual 3 berkuat kuasa di Wales sejak 2019); dasar perancangan negara',
      },
    },
    lid: {
      name: 'Pembangunan berimpak rendah (LID)',
      origin: "Prince George's County, Maryland, Amerika Syarikat, awal 1990-an",
      summary: 'Reka bentuk tapak yang mengekalkan hidrologi sebelum pembangunan dengan kawalan kecil yang teragih di setiap lot.',
      description:
        "Pembangunan berimpak rendah bertujuan mengekalkan air larian, penyusupan dan penyejatan sesuatu tapak hampir seperti sebelum pembangunan. Ia bermula di Prince George's County, Maryland, tempat daerah itu membangunkan biotakungan (taman hujan) sekitar 1990 dan menerbitkan manual reka bentuk LID pada 1999. Daripada mengumpul air larian dalam satu kolam besar, LID menyebarkan kawalan kecil di setiap lot dan jalan dan mengurangkan permukaan tidak telap sejak awal.",
      keyFeatures: [
        'Kawasan tidak telap diminimumkan, bumbung dan turapan diputuskan daripada paip',
        'Sel biotakungan (taman hujan) di setiap lot',
        'Sasaran hidrologi: isi padu dan masa air larian sebelum pembangunan',
        'Pemuliharaan tanah, tumbuhan dan laluan saliran semula jadi',
      ],
      examples: [
        {
          name: "Prince George's County, Maryland",
          detail:
            'Asal LID: daerah ini membangunkan biotakungan sekitar 1990 dan menerbitkan "Low-Impact Development Design Strategies" (strategi reka bentuk pembangunan berimpak rendah, 1999) bersama US EPA.',
        },
        {
          name: 'Street Edge Alternatives (SEA Street), Seattle',
          detail: 'Siap pada 2001: jalan perumahan disempitkan dan dibina semula dengan swale dan tanaman; pemantauan melaporkan pengurangan besar isi padu air larian.',
        },
        {
          name: 'High Point, Seattle',
          detail: 'Pembangunan semula pada 2000-an dengan sistem saliran semula jadi berupa swale dan turapan berliang di kawasan kira-kira 120 ekar.',
        },
      ],
      benefits: [
        'Isi padu air larian lebih kecil dan masa aliran lebih semula jadi',
        'Kos paip dan kolam besar lebih rendah',
        'Imbuhan air bawah tanah di tempat tanah membenarkan',
        'Lot dan jalan lebih hijau',
      ],
      implementation: [
        'Mulakan dengan pelan tapak: kurangkan turapan dan kekalkan laluan saliran semula jadi',
        'Gunakan kawalan kecil di setiap lot dan jalan',
        'Masukkan sasaran hidrologi dalam peraturan air ribut',
        'Beri pemilik panduan penyenggaraan yang ringkas',
      ],
      forestCity:
        'LID menganggap tanah boleh menyerap air; di atas tambakan pasir tebus guna dengan aras air bawah tanah yang tinggi dan masin, manfaat imbuhan adalah kecil dan penyusupan mesti disemak untuk enapan dan garam. Idea reka bentuk tapaknya (kurang turapan, bumbung diputuskan, taman hujan dengan salir bawah) masih sesuai untuk lot baharu di pulau.',
      comparison: {
        primaryFocus: 'Mengekalkan hidrologi sebelum pembangunan dengan kawalan kecil di punca',
        scale: 'Lot dan tapak',
        integrationLevel: 'Sederhana: reka bentuk tapak dan saliran',
        policyFramework: 'Energy Independence and Security Act 2007 AS, Seksyen 438 (tapak persekutuan); Maryland Stormwater Management Act 2007 (reka bentuk tapak alam sekitar)',
      },
    },
    'abc-waters': {
      name: 'Program ABC Waters (Air Aktif, Indah, Bersih)',
      origin: 'Singapura, PUB (agensi air kebangsaan), program dilancarkan 2006',
      summary: 'Program Singapura yang mengubah longkang, terusan dan takungan menjadi sungai dan tasik yang bersih, meriah dan digunakan orang ramai.',
      description:
        'Program ABC Waters (Air Aktif, Indah, Bersih) oleh agensi air kebangsaan Singapura, PUB, yang dilancarkan pada 2006, mengubah longkang konkrit, terusan dan takungan di seluruh pulau menjadi anak sungai, sungai dan tasik yang bersepadu dengan taman dan perumahan. Oleh sebab Singapura mengumpul hujan dari sebahagian besar tanahnya untuk air minuman, air larian yang bersih ialah sumber: ciri reka bentuk ABC Waters membersihkan dan memperlahan air di tempat ia turun, dan projek-projeknya mengajak orang ramai mendekati air supaya mereka menghargainya.',
      keyFeatures: [
        'Terusan konkrit dinaturalisasikan menjadi sungai berliku dengan biokejuruteraan tanah',
        'Ciri reka bentuk ABC Waters: swale biotakungan, taman hujan, biotop pembersihan dan tanah bencah',
        'Garis Panduan Reka Bentuk ABC Waters dan skim pensijilan untuk projek awam dan swasta',
        'Kerjasama rapat antara PUB, lembaga taman dan lembaga perumahan',
      ],
      examples: [
        {
          name: 'Taman Bishan-Ang Mo Kio',
          detail:
            'Siap pada 2012: saluran konkrit lurus Sungai Kallang diganti dengan sungai berliku yang dinaturalisasikan melalui taman, yang boleh dibanjiri dengan selamat dan terbuka kepada orang ramai.',
        },
        {
          name: 'Tanah Bencah Terapung Sengkang',
          detail: 'Tanah bencah terapung di Sungai Punggol yang membersihkan air takungan serta memberi habitat dan laluan pejalan kaki awam.',
        },
        {
          name: 'Takungan Marina dan Empangan Marina',
          detail:
            'Empangan (2008) merentasi Saluran Marina membentuk takungan air tawar di pusat bandar dan, dengan pintu air dan pam, melindungi kawasan rendah daripada banjir ketika air pasang.',
        },
      ],
      benefits: [
        'Takungan lebih bersih dan kawasan tadahan bekalan air lebih besar',
        'Penyaluran banjir digabungkan dengan taman dan rekreasi',
        'Kesedaran dan penjagaan awam terhadap air',
        'Nilai perumahan dan kejiranan di tepi air lebih tinggi',
      ],
      implementation: [
        'Masukkan ciri reka bentuk ABC Waters pada awal reka bentuk projek dan dapatkan pensijilan',
        'Naturalisasikan terusan jika tanah mencukupi, sambil mengekalkan kapasiti banjirnya',
        'Gabungkan dengan tahanan di tapak supaya pembangunan baharu mengehadkan air larian puncak',
        'Libatkan sekolah dan komuniti dalam penjagaan alur air',
      ],
      forestCity: `Model paling hampir dari segi iklim, geologi dan jarak: Singapura terletak ${site.singaporeDistance} di seberang Selat Johor, dengan hujan yang serupa dan tanah pantai yang sebahagiannya ditebus guna. Gabungan saluran dinaturalisasikan, empangan pantai, pintu air dan pamnya menunjukkan bagaimana bandar rendah boleh bersalir ke laut, dan ciri reka bentuknya telah terbukti dalam ribut khatulistiwa yang sama.`,
      comparison: {
        primaryFocus: 'Tadahan bekalan air dan alur air yang bersih, dihargai dan digunakan orang ramai',
        scale: 'Tadahan hingga nasional (seluruh pulau)',
        integrationLevel: 'Sangat tinggi: agensi bekalan air, saliran, taman dan perumahan',
        policyFramework: 'Program ABC Waters PUB (2006) dan Garis Panduan Reka Bentuk ABC Waters; Kod Amalan Saliran Air Permukaan PUB',
      },
    },
    'sponge-city': {
      name: 'Bandar span',
      origin: 'China, dasar nasional dari 2013-2015; bandar perintis 2015 dan 2016',
      summary: 'Program nasional China bagi bandar yang menyerap, menyimpan, membersihkan dan menggunakan semula sebahagian besar hujannya.',
      description:
        'Bandar span menyerap, menyimpan, menyusupkan dan menulenkan hujan seperti span dan melepaskannya apabila diperlukan. China menjadikan idea ini dasar nasional: kementerian perumahan (MOHURD) mengeluarkan panduan teknikal pada 2014, dan panduan Majlis Negara China 2015 meminta bandar menyerap dan menggunakan 70% hujan di tapak, di 20% kawasan bandar terbina menjelang 2020 dan 80% menjelang 2030. Enam belas bandar perintis dipilih pada 2015 dan empat belas lagi pada 2016 dengan pembiayaan pusat.',
      keyFeatures: [
        'Sasaran bahagian hujan tahunan yang ditahan di tapak (kira-kira 70%)',
        'Bumbung hijau, turapan telap, taman hujan, tanah bencah dan simpanan digabungkan dengan paip dan pam',
        'Pelan seluruh bandar dengan sasaran berangka bagi air larian, genangan dan kualiti air',
        'Pembiayaan pusat bagi bandar perintis dan piawaian penilaian nasional',
      ],
      examples: [
        {
          name: 'Wuhan',
          detail:
            'Salah satu daripada enam belas bandar perintis pertama (2015), dengan projek di daerah seperti Qingshan untuk mengurangkan genangan di sepanjang Sungai Yangtze.',
        },
        { name: 'Shenzhen', detail: 'Bandar perintis sejak 2016, dengan daerah Guangming sebagai kawasan perintis dan peraturan bandar span untuk pembangunan baharu.' },
        {
          name: 'Lingang, Shanghai',
          detail:
            'Kawasan perintis Shanghai (2016) di tanah pantai rendah yang ditebus guna daripada dataran pasang surut, di sekitar Tasik Dishui: analog yang dekat dengan Forest City.',
        },
      ],
      benefits: [
        'Genangan bandar berkurang dalam ribut biasa',
        'Lebih banyak air hujan ditahan dan digunakan semula',
        'Kualiti air lebih baik di sungai dan tasik bandar',
        'Rangka kerja nasional yang membiayai dan menyeragamkan pelaksanaan',
      ],
      implementation: [
        'Tetapkan sasaran bandar bagi hujan tahunan yang ditahan dan bagi perlindungan banjir',
        'Gabungkan langkah di punca dengan paip, simpanan dan pengepaman: hijau dan kelabu bersama',
        'Nilai hasil berbanding piawaian nasional (GB/T 51345-2018)',
        'Rancang operasi dan pembiayaan jangka panjang selepas geran perintis',
      ],
      forestCity: `Lingang menunjukkan potensi dan batasan di tanah pantai tebus guna: dengan aras air bawah tanah yang tinggi, isi padu yang ditahan perlu datang daripada simpanan, tasik dan guna semula lebih daripada penyusupan. Sasaran takungan 70% amat bercita-cita tinggi dalam iklim dengan hujan ${site.annualRainfall} setahun dan puncak ${site.peakIntensity}; rangkaian bandar span yang berasaskan simpanan sesuai untuk lapisan saliran pulau-pulau ini.`,
      comparison: {
        primaryFocus: 'Menahan dan mengguna semula sebahagian besar hujan di tapak; mengurangkan genangan bandar',
        scale: 'Seluruh bandar, program nasional',
        integrationLevel: 'Tinggi: dasar nasional, pelan bandar dan projek',
        policyFramework: 'Panduan Majlis Negara China tentang pembinaan bandar span (2015); Panduan Teknikal MOHURD (2014); piawaian penilaian GB/T 51345-2018',
      },
    },
  },
  guidelines: {
    intro:
      'Tiada satu pendekatan pun sesuai untuk Forest City seperti keadaannya sekarang. Pilih langkah mengikut keadaan tapak, dan patuhi Manual Saliran Mesra Alam Malaysia (MSMA, edisi ke-2, Jabatan Pengairan dan Saliran, 2012), yang mensyaratkan pembangunan tidak menambah kadar alir puncak. Amalan Malaysia sendiri merangkumi kawalan punca ini dan simpanan kelabu berskala besar seperti terowong SMART (Stormwater Management And Road Tunnel, Kuala Lumpur, 2007).',
    conditions: [
      {
        label: 'Tambakan pasir tebus guna',
        detail: `Tambakan pasir laut dan tanah liat sedalam ${site.fillDepth}, dengan kanta tanah liat pada ${site.clayLensDepth} dan enapan ${site.settlement}.`,
      },
      { label: 'Aras air bawah tanah tinggi dan masin', detail: `Air bawah tanah hampir dengan permukaan, dengan kemasinan ${site.groundwaterSalinity}.` },
      { label: 'Puncak monsun', detail: `Kira-kira ${site.annualRainfall} hujan setahun dan keamatan puncak ${site.peakIntensity} semasa monsun.` },
      { label: 'Alur keluar pasang surut', detail: 'Pulau rendah yang bersalir ke Selat Johor; air pasang tinggi boleh menyekat alur keluar semasa ribut.' },
    ],
    criteria: [
      {
        title: 'Kedalaman air bawah tanah',
        detail:
          'Penyusupan memerlukan jarak ke aras air bawah tanah tertinggi bermusim (banyak manual meminta kira-kira 1 m). Jika kurang, gunakan sistem berlapik yang menyimpan dan melepaskan perlahan-lahan.',
      },
      {
        title: 'Hujan reka bentuk',
        detail: `Saizkan untuk puncak monsun ${site.peakIntensity} dan untuk lebihan: kawalan punca sahaja tidak dapat menampung ribut ini, jadi rancang simpanan dan laluan banjir yang selamat.`,
      },
      {
        title: 'Pasang surut dan aras laut',
        detail: 'Semak alur keluar terhadap air pasang tinggi dan kenaikan aras laut; sediakan simpanan, pintu air pasang surut atau pam bagi tempoh alur keluar tersekat.',
      },
      {
        title: 'Enapan tanah',
        detail: `Tambakan mendap ${site.settlement}: utamakan sistem cetek, terbuka dan fleksibel berbanding paip panjang yang landai, dan ambil kira enapan dalam aras.`,
      },
      {
        title: 'Kemasinan',
        detail: 'Air bawah tanah masin dan semburan laut mengehadkan pilihan tumbuhan dan boleh menghakis struktur: gunakan tumbuhan tahan garam dan bahan yang sesuai.',
      },
      { title: 'Peraturan', detail: 'Patuhi MSMA edisi ke-2 dan kelulusan pihak berkuasa saliran negeri; dokumenkan bagaimana setiap langkah mengawal kadar alir puncak.' },
      { title: 'Ruang dan kepadatan', detail: 'Lot bangunan tinggi meninggalkan sedikit tanah: gunakan bumbung, podium dan jalan, dan kongsi simpanan di taman dan tasik.' },
      {
        title: 'Penyenggaraan dan kos',
        detail:
          'Pilih yang boleh disenggara selama berdekad-dekad, dengan pemilik yang dinamakan dan bajet; kira manfaat bersama seperti penyejukan dan nilai estetika dan rekreasi.',
      },
    ],
    hybridIntro:
      'Gabungan pendekatan dalam tiga fasa: berasaskan simpanan dan berlapik jika tanah memerlukannya, dinaturalisasikan dan bersambung jika ruang membenarkan, dan disesuaikan apabila pemantauan menunjukkan apa yang berkesan.',
    phases: [
      {
        title: 'Fasa 1: nilai dan kawal di punca',
        timeframe: 'Tahun 0-2',
        draws: ['suds', 'lid', 'gi'],
        actions: [
          'Ukur hujan (15 minit), aras dan kemasinan air bawah tanah, pasang surut dan aras alur keluar di seluruh Pulau 1',
          'Petakan kawasan yang membolehkan penyusupan dan kawasan yang hanya boleh menggunakan sistem berlapik',
          'Tuai hujan dari menara dan podium untuk pengairan dan pam tandas',
          'Tambah biotakungan berlapik dan swale di tempat letak kereta dan jalan baharu, mengikut MSMA edisi ke-2',
        ],
      },
      {
        title: 'Fasa 2: sambungkan koridor biru-hijau',
        timeframe: 'Tahun 2-5',
        draws: ['abc-waters', 'bgi', 'wsud'],
        actions: [
          'Ubah longkang menjadi saluran dan tasik yang dinaturalisasikan dengan ciri reka bentuk ABC Waters',
          `Saizkan simpanan bersama untuk menampung air larian ribut ${site.peakIntensity} semasa alur keluar tersekat oleh air pasang`,
          'Rawat air larian dalam tanah bencah buatan sebelum sampai ke Selat Johor',
          'Lindungi pinggir bakau dan rumput laut berhampiran dengan luahan yang lebih bersih',
        ],
      },
      {
        title: 'Fasa 3: sepadukan dan perluaskan',
        timeframe: 'Tahun 5 dan seterusnya',
        draws: ['sponge-city', 'bgi', 'wsud'],
        actions: [
          'Tetapkan sasaran gaya bandar span bagi hujan tahunan yang ditahan dalam pelan Pulau 2-4',
          'Rizabkan koridor biru-hijau dan laluan banjir sebelum pulau-pulau itu dibina',
          'Rancang seluruh kitaran air: guna semula air ribut dan air sisa terawat',
          'Semak reka bentuk berdasarkan pemantauan dan unjuran iklim pada selang masa yang ditetapkan',
        ],
      },
    ],
  },
};
