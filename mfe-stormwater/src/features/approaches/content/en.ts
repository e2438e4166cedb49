// English content of the Stormwater Approaches dialog. Facts are kept conservative and traceable
// to the documents in sources.ts; zh.ts and ms.ts say the same in Chinese and Malay.
import { siteFigures } from './figures';
import type { StormwaterContent } from './types';

// Figures of the site (rainfall, fill, groundwater, distance) come from the facts, formatted in English.
const site = siteFigures('en');

export const en: StormwaterContent = {
  approaches: {
    bgi: {
      name: 'Blue-green infrastructure (BGI)',
      origin: 'Europe, especially the UK, the Netherlands and Denmark, 2010s',
      summary: 'Water (blue) and vegetated (green) spaces planned as one connected network for flood resilience and liveability.',
      description:
        'Blue-green infrastructure plans rivers, canals, ponds and wetlands together with parks, street trees and green roofs as one interconnected network. Stormwater is kept on the surface where it can be seen, stored and used, so the same space that carries a flood also gives shade, recreation and habitat. The UK Blue-Green Cities research consortium (2013-2016) and cloudburst plans in Copenhagen made the term common in European practice.',
      keyFeatures: [
        'Surface flood routes and storage in parks, squares and streets, designed to flood safely in extreme storms',
        'Naturalised channels, ponds and wetlands linked to green corridors',
        'Green roofs, street trees and bioretention feeding the wider network',
        'Planned together with transport, housing and open space, not added afterwards',
      ],
      examples: [
        {
          name: 'Potsdamer Platz, Berlin',
          detail:
            'Rebuilt in the 1990s: rain from green and conventional roofs is collected in cisterns, used for toilet flushing and irrigation, and feeds a shallow urban water feature that is planted to clean the water.',
        },
        {
          name: 'Copenhagen Cloudburst Management Plan',
          detail: 'Adopted in 2012 after the cloudburst of 2 July 2011; streets, squares and parks such as Tåsinge Plads are reshaped to store and convey extreme rainfall.',
        },
        {
          name: 'Benthemplein water square, Rotterdam',
          detail: 'Opened in 2013: a public square with sunken basins that hold stormwater during heavy rain and serve as sports and meeting space in dry weather.',
        },
      ],
      benefits: [
        'Flood risk reduced for events beyond the capacity of pipes',
        'Urban cooling, shade and better air in dense districts',
        'Habitat and ecological corridors',
        'Public space and property value that pay back part of the cost',
      ],
      implementation: [
        'Map flood paths and low points for extreme storms and reserve them as blue-green corridors in the master plan',
        'Set joint objectives for drainage, landscape and planning departments and one owner for maintenance',
        'Combine source controls on plots with shared storage in parks and squares',
        'Monitor flooding, water quality and use of the spaces, and adapt the network over time',
      ],
      forestCity:
        'The islands are flat, low-lying and drain to a tidal sea, so outfalls can be tide-locked during a monsoon storm. Linked lakes, canals and parks that store water until the tide falls suit this better than deeper pipes, and a planned network can be reserved on Islands 2-4 before they are built.',
      comparison: {
        primaryFocus: 'Flood resilience and liveability through a connected water-and-green network',
        scale: 'Neighbourhood to city and catchment',
        integrationLevel: 'Very high: drainage, landscape, transport and urban planning together',
        policyFramework: 'EU Green Infrastructure Strategy (2013); city plans such as the Copenhagen Cloudburst Management Plan (2012)',
      },
    },
    gi: {
      name: 'Green infrastructure (GI)',
      origin: 'United States, 1990s-2000s; promoted by the US EPA from 2007',
      summary: 'Vegetation and soil used to soak up, slow and clean rain where it falls, especially to cut sewer overflows.',
      description:
        'In stormwater practice, green infrastructure means using plants, soil and natural processes (rain gardens, bioswales, green roofs, permeable pavement, street trees) to manage rain near where it falls. In the United States it became a central tool for cities with combined sewers that overflow in heavy rain, often within agreements under the Clean Water Act. At a larger scale, the term also covers the network of natural areas that supports ecosystems and people.',
      keyFeatures: [
        'Distributed practices on streets, roofs, schools and public land',
        'Capture of a design depth of rain (for example the first inch, 25 mm) from impervious surfaces',
        'Performance tracked as "greened" impervious area or volume kept out of sewers',
        'Green and grey measures combined in long-term control plans',
      ],
      examples: [
        {
          name: 'Green City, Clean Waters, Philadelphia',
          detail:
            'A 25-year plan agreed in 2011 to reduce combined sewer overflows mainly with green infrastructure, measured in "Greened Acres" that manage the first inch of runoff.',
        },
        {
          name: 'Green streets, Portland, Oregon',
          detail: 'Curb extensions and planters that take street runoff; the city adopted a Green Streets policy in 2007 after pilots such as NE Siskiyou Street (2003).',
        },
        { name: 'NYC Green Infrastructure Plan, New York', detail: 'Launched in 2010; thousands of right-of-way bioswales and green roofs to reduce combined sewer overflows.' },
      ],
      benefits: [
        'Less runoff volume and fewer sewer overflows',
        'Cleaner receiving waters',
        'Shade, cooling and greener streets',
        'Often lower cost than equivalent tunnels or tanks for the same volume',
      ],
      implementation: [
        'Set a capture target (depth of rain per impervious area) in local rules',
        'Start with public land: streets, schools, parks and car parks',
        'Use standard details and plant lists suited to the local climate',
        'Fund and plan maintenance from the start, and measure results',
      ],
      forestCity:
        'Vegetated practices work well in the humid tropics, but with a high, saline water table many must be lined or designed to store and release slowly rather than infiltrate. They fit the streets and podiums of the built island and improve street comfort in the heat.',
      comparison: {
        primaryFocus: 'Reducing runoff and sewer overflows with vegetation and soil at source',
        scale: 'Site and street to city-wide programme',
        integrationLevel: 'Medium to high: drainage with streets and parks',
        policyFramework: 'US Clean Water Act; US EPA green infrastructure policy (from 2007); city long-term control plans',
      },
    },
    wsud: {
      name: 'Water sensitive urban design (WSUD)',
      origin: 'Australia, 1990s (Western Australia and Melbourne)',
      summary: 'Urban design that manages the whole urban water cycle: supply, wastewater, stormwater and waterways.',
      description:
        'Water sensitive urban design integrates the whole urban water cycle into the planning and design of cities: drinking water, wastewater, stormwater and groundwater are treated as linked resources. Stormwater is treated in swales, bioretention systems and wetlands before it reaches waterways, and it is harvested for use. The approach grew in Australia in the 1990s and was built into Victorian planning rules with load reduction targets.',
      keyFeatures: [
        'Treatment trains: swales, bioretention and constructed wetlands',
        'Stormwater and rainwater harvesting for non-potable uses',
        'Pollutant load reduction targets for suspended solids, phosphorus and nitrogen',
        'Waterways and wetlands as landscape features of new estates',
      ],
      examples: [
        {
          name: 'Lynbrook Estate, Melbourne',
          detail:
            "A residential estate from the late 1990s, often cited as Australia's first WSUD demonstration: grassed swales, bioretention and wetlands instead of a conventional piped system.",
        },
        {
          name: 'Kogarah Town Square, Sydney',
          detail: 'Completed in the early 2000s: rain from roofs and paved areas is collected, treated and reused for toilet flushing and irrigation.',
        },
        {
          name: 'Melbourne Water WSUD programme',
          detail: 'Regional wetlands and raingardens built and maintained across greater Melbourne, with published engineering procedures.',
        },
      ],
      benefits: [
        'Cleaner waterways and bays',
        'Less demand on drinking water through harvesting',
        'Landscape value and cooling from water in the city',
        'One plan for all water services instead of separate systems',
      ],
      implementation: [
        'Set water quality and harvesting targets in planning rules',
        'Design treatment trains from lot to estate scale',
        'Size wetlands and bioretention with tested tools (for example MUSIC modelling)',
        'Hand over assets with maintenance plans and funding',
      ],
      forestCity:
        'Forest City depends on imported and treated water, so harvesting rain for irrigation and flushing is worth more here than in many places. Shallow saline groundwater rules out deep infiltration, but lined bioretention and wetlands can clean runoff before it reaches the seagrass and coastal waters of the Johor Strait.',
      comparison: {
        primaryFocus: 'Whole urban water cycle: quality, harvesting and waterway health',
        scale: 'Lot, street and estate to city',
        integrationLevel: 'Very high: all water services with urban design',
        policyFramework: 'Urban Stormwater Best Practice Environmental Management Guidelines (CSIRO, 1999); Victorian planning provisions; National Water Initiative (2004)',
      },
    },
    suds: {
      name: 'Sustainable drainage systems (SuDS)',
      origin: 'United Kingdom, 1990s-2000s',
      summary: 'Drainage that mimics natural processes, designed for water quantity, water quality, amenity and biodiversity.',
      description:
        'Sustainable drainage systems manage surface water close to where it falls and mimic natural drainage. The UK SuDS Manual (CIRIA C753, 2015) sets out four pillars of design: water quantity, water quality, amenity and biodiversity. Measures are combined in a management train from source control on each plot through site control to regional storage, so runoff is slowed and cleaned step by step.',
      keyFeatures: [
        'Management train: source, site and regional controls in series',
        'Permeable paving, swales, filter drains, detention basins, ponds and wetlands',
        'Runoff rates and volumes limited to greenfield values where possible',
        'Design for exceedance: safe flood routes when the system is full',
      ],
      examples: [
        {
          name: 'Lamb Drove, Cambourne, Cambridgeshire',
          detail:
            'A residential SuDS demonstration built in the mid-2000s with green roofs, permeable paving, swales and a retention pond, monitored to compare it with conventional drainage.',
        },
        {
          name: 'Greener Grangetown, Cardiff',
          detail: 'Completed in 2018: rain gardens and kerb changes in existing streets take rainwater out of the combined sewer and clean it before it reaches the River Taff.',
        },
        { name: 'Upton, Northampton', detail: 'An urban extension from the 2000s designed around swales and a chain of SuDS features along its streets.' },
      ],
      benefits: [
        'Peak flows and volumes close to greenfield conditions',
        'Pollutants removed before they reach rivers and the sea',
        'Attractive, biodiverse public spaces',
        'Less load on sewers and treatment works',
      ],
      implementation: [
        'Plan SuDS at the start of the site layout, following the management train',
        'Use the CIRIA C753 design methods and local standards',
        'Agree adoption and maintenance before construction',
        'Check designs for exceedance flows and future climate',
      ],
      forestCity: `The management train fits the island plots well: source control on podiums and roofs, site swales and filter drains, and shared ponds. Design checks must use the local ${site.peakIntensity} monsoon intensities rather than UK rainfall, and infiltration stages need lining where the water table is shallow.`,
      comparison: {
        primaryFocus: 'Mimicking natural drainage: quantity, quality, amenity and biodiversity',
        scale: 'Plot and site to development',
        integrationLevel: 'Medium to high: drainage within site and landscape design',
        policyFramework: 'The SuDS Manual (CIRIA C753, 2015); Flood and Water Management Act 2010 (Schedule 3 in force in Wales since 2019); national planning policy',
      },
    },
    lid: {
      name: 'Low impact development (LID)',
      origin: "Prince George's County, Maryland, United States, early 1990s",
      summary: 'Site design that keeps pre-development hydrology with small, distributed controls on every lot.',
      description:
        "Low impact development aims to keep a site's runoff, infiltration and evaporation close to what they were before development. It began in Prince George's County, Maryland, where the county developed bioretention (rain gardens) around 1990 and published an LID design manual in 1999. Instead of collecting runoff in one large pond, LID spreads small controls across every lot and street and reduces impervious surfaces in the first place.",
      keyFeatures: [
        'Minimised impervious area and disconnected roofs and paving',
        'Bioretention cells (rain gardens) on each lot',
        'Hydrologic targets: pre-development runoff volume and timing',
        'Conservation of soils, vegetation and natural drainage paths',
      ],
      examples: [
        {
          name: "Prince George's County, Maryland",
          detail: 'Origin of LID: the county developed bioretention around 1990 and published "Low-Impact Development Design Strategies" (1999) with the US EPA.',
        },
        {
          name: 'Street Edge Alternatives (SEA Street), Seattle',
          detail: 'Completed in 2001: a residential street narrowed and rebuilt with swales and planting; monitoring reported large reductions in runoff volume.',
        },
        { name: 'High Point, Seattle', detail: 'A redevelopment of the 2000s with a natural drainage system of swales and porous paving across about 120 acres.' },
      ],
      benefits: [
        'Smaller runoff volumes and more natural flow timing',
        'Lower cost of large pipes and ponds',
        'Groundwater recharge where soils allow',
        'Greener lots and streets',
      ],
      implementation: [
        'Start with the site plan: reduce paving and keep natural drainage paths',
        'Use small controls on every lot and street',
        'Write hydrologic targets into stormwater rules',
        'Give owners simple maintenance guidance',
      ],
      forestCity:
        'LID assumes soils that can absorb water; on reclaimed sand fill with a high, saline water table the recharge benefit is small and infiltration must be checked for settlement and salt. Its site-design ideas (less paving, disconnected roofs, rain gardens with underdrains) still suit new plots on the islands.',
      comparison: {
        primaryFocus: 'Keeping pre-development hydrology with small controls at source',
        scale: 'Lot and site',
        integrationLevel: 'Medium: site design and drainage',
        policyFramework: 'US Energy Independence and Security Act 2007, Section 438 (federal sites); Maryland Stormwater Management Act of 2007 (environmental site design)',
      },
    },
    'abc-waters': {
      name: 'Active, Beautiful, Clean Waters (ABC Waters)',
      origin: 'Singapore, PUB (national water agency), programme launched 2006',
      summary: "Singapore's programme that turns drains, canals and reservoirs into clean, lively streams and lakes people use.",
      description:
        "The Active, Beautiful, Clean Waters programme of Singapore's national water agency PUB, launched in 2006, turns the island's concrete drains, canals and reservoirs into streams, rivers and lakes integrated with parks and housing. Because Singapore collects rain from a large part of its land area for drinking water, clean runoff is a resource: ABC Waters design features clean and slow the water where it falls, and the projects invite people to the water so they value it.",
      keyFeatures: [
        'Concrete canals naturalised into meandering rivers with soil bioengineering',
        'ABC Waters design features: bioretention swales, rain gardens, cleansing biotopes and wetlands',
        'ABC Waters Design Guidelines and a certification scheme for public and private projects',
        'Close work between PUB, the parks board and the housing board',
      ],
      examples: [
        {
          name: 'Bishan-Ang Mo Kio Park',
          detail:
            'Completed in 2012: a straight concrete channel of the Kallang River was replaced by a naturalised, meandering river through the park that floods safely and is open to the public.',
        },
        { name: 'Sengkang Floating Wetland', detail: 'A floating wetland on Sungei Punggol that cleans reservoir water and gives habitat and a public boardwalk.' },
        {
          name: 'Marina Reservoir and Marina Barrage',
          detail:
            'The barrage (2008) across the Marina Channel creates a freshwater reservoir in the city centre and, with crest gates and pumps, protects low-lying areas from flooding at high tide.',
        },
      ],
      benefits: [
        'Cleaner reservoirs and a larger water supply catchment',
        'Flood conveyance combined with parks and recreation',
        'Public awareness and care for water',
        'Higher value of housing and neighbourhoods along the water',
      ],
      implementation: [
        'Include ABC Waters design features early in project design and seek certification',
        'Naturalise canals where land allows, keeping their flood capacity',
        'Combine with on-site detention so new developments limit peak runoff',
        'Involve schools and communities in the care of waterways',
      ],
      forestCity: `The closest model in climate, geology and distance: Singapore lies ${site.singaporeDistance} across the Johor Strait, on similar rainfall and partly reclaimed coastal land. Its mix of naturalised channels, coastal barrage, tidal gates and pumps shows how a low-lying city can drain to the sea, and its design features are proven in the same equatorial storms.`,
      comparison: {
        primaryFocus: 'Clean water supply catchments and waterways that people value and use',
        scale: 'Catchment to national (island-wide)',
        integrationLevel: 'Very high: water supply, drainage, parks and housing agencies',
        policyFramework: 'PUB ABC Waters programme (2006) and ABC Waters Design Guidelines; PUB Code of Practice on Surface Water Drainage',
      },
    },
    'sponge-city': {
      name: 'Sponge cities',
      origin: 'China, national policy from 2013-2015; pilot cities 2015 and 2016',
      summary: "China's national programme for cities that absorb, store, clean and reuse most of their rainfall.",
      description:
        "A sponge city absorbs, stores, infiltrates and purifies rain like a sponge and releases it when needed. China adopted the idea as national policy: the housing ministry (MOHURD) issued a technical guide in 2014, and the State Council's 2015 guidance asked cities to absorb and use 70% of rainfall on site, in 20% of built-up urban area by 2020 and 80% by 2030. Sixteen pilot cities were chosen in 2015 and fourteen more in 2016 with central funding.",
      keyFeatures: [
        'A target for the share of annual rainfall retained on site (about 70%)',
        'Green roofs, permeable paving, rain gardens, wetlands and storage combined with pipes and pumps',
        'City-wide plans with quantified targets for runoff, waterlogging and water quality',
        'Central funding of pilot cities and a national assessment standard',
      ],
      examples: [
        { name: 'Wuhan', detail: 'One of the first sixteen pilot cities (2015), with projects in districts such as Qingshan to reduce waterlogging along the Yangtze.' },
        { name: 'Shenzhen', detail: 'A pilot city from 2016, with the Guangming district as the pilot area and sponge-city rules for new development.' },
        {
          name: 'Lingang, Shanghai',
          detail: "Shanghai's pilot area (2016) on low-lying coastal land reclaimed from tidal flats, around the Dishui Lake: a close analogue for Forest City.",
        },
      ],
      benefits: [
        'Less urban waterlogging in ordinary storms',
        'More rainwater retained and reused',
        'Better water quality in urban rivers and lakes',
        'A national framework that funds and standardises delivery',
      ],
      implementation: [
        'Set city targets for retained annual rainfall and for flood protection',
        'Combine source measures with pipes, storage and pumping: green and grey together',
        'Assess results against the national standard (GB/T 51345-2018)',
        'Plan long-term operation and funding beyond pilot grants',
      ],
      forestCity: `Lingang shows both the promise and the limits on reclaimed coastal land: with a high water table, retained volume has to come from storage, lakes and reuse more than infiltration. A 70% retention target is ambitious in a climate with ${site.annualRainfall} of rain a year and ${site.peakIntensity} peaks; a storage-led sponge network suits the islands' drainage layer.`,
      comparison: {
        primaryFocus: 'Retaining and reusing most rainfall on site; reducing urban waterlogging',
        scale: 'City-wide, national programme',
        integrationLevel: 'High: national policy, city plans and projects',
        policyFramework: 'State Council guidance on sponge city construction (2015); MOHURD Technical Guide (2014); GB/T 51345-2018 assessment standard',
      },
    },
  },
  guidelines: {
    intro:
      "No single approach fits Forest City as it stands. Choose measures by the site's conditions, and comply with Malaysia's Urban Stormwater Management Manual (MSMA, 2nd edition, Department of Irrigation and Drainage, 2012), which asks that development does not increase peak discharge. Malaysia's own practice spans this source control and large grey storage such as the Stormwater Management And Road Tunnel (SMART, Kuala Lumpur, 2007).",
    conditions: [
      { label: 'Reclaimed sand fill', detail: `Marine sand and clay fill ${site.fillDepth} deep, with clay lenses at ${site.clayLensDepth} and settlement of ${site.settlement}.` },
      { label: 'High, saline water table', detail: `Groundwater close to the surface, with a salinity of ${site.groundwaterSalinity}.` },
      { label: 'Monsoon peaks', detail: `About ${site.annualRainfall} of rain a year and peak intensities of ${site.peakIntensity} in the monsoon.` },
      { label: 'Tidal outfalls', detail: 'Low-lying islands that drain to the Johor Strait; high tides can block outfalls during storms.' },
    ],
    criteria: [
      {
        title: 'Depth to groundwater',
        detail:
          'Infiltration needs clearance to the seasonal high water table (many manuals ask for about 1 m). Where it is less, use lined systems that store and release slowly.',
      },
      {
        title: 'Design rainfall',
        detail: `Size for ${site.peakIntensity} monsoon peaks and for exceedance: source controls alone cannot take these storms, so plan storage and safe flood routes.`,
      },
      { title: 'Tide and sea level', detail: 'Check outfalls against high tide and sea-level rise; provide storage, tidal gates or pumps for tide-locked periods.' },
      { title: 'Ground settlement', detail: `Fill settles by ${site.settlement}: prefer shallow, open, flexible systems to long flat pipes, and allow for settlement in levels.` },
      { title: 'Salinity', detail: 'Saline groundwater and spray limit plant choice and can corrode structures: use salt-tolerant planting and suitable materials.' },
      { title: 'Regulation', detail: 'Meet MSMA 2nd edition and the approvals of the state drainage authority; document how each measure controls peak discharge.' },
      { title: 'Space and density', detail: 'High-rise plots leave little ground: use roofs, podiums and streets, and share storage in parks and lakes.' },
      { title: 'Maintenance and cost', detail: 'Choose what can be maintained for decades, with a named owner and a budget; count co-benefits such as cooling and amenity.' },
    ],
    hybridIntro:
      'A hybrid of approaches, in three phases: storage-led and lined where the ground requires it, naturalised and connected where space allows, and adapted as monitoring shows what works.',
    phases: [
      {
        title: 'Phase 1: assess and control at source',
        timeframe: 'Years 0-2',
        draws: ['suds', 'lid', 'gi'],
        actions: [
          'Measure rainfall (15-minute), groundwater levels and salinity, tides and outfall levels across Island 1',
          'Map where infiltration is possible and where only lined systems can be used',
          'Harvest rain from towers and podiums for irrigation and flushing',
          'Add lined bioretention and swales to car parks and new streets, following MSMA 2nd edition',
        ],
      },
      {
        title: 'Phase 2: connect blue-green corridors',
        timeframe: 'Years 2-5',
        draws: ['abc-waters', 'bgi', 'wsud'],
        actions: [
          'Turn drains into naturalised channels and lakes designed with ABC Waters design features',
          `Size shared storage to hold runoff from a ${site.peakIntensity} storm while outfalls are tide-locked`,
          'Treat runoff in constructed wetlands before it reaches the Johor Strait',
          'Protect mangrove edges and nearby seagrass with cleaner discharge',
        ],
      },
      {
        title: 'Phase 3: integrate and scale up',
        timeframe: 'Year 5 onwards',
        draws: ['sponge-city', 'bgi', 'wsud'],
        actions: [
          'Set a sponge-city style target for retained annual rainfall in the plans for Islands 2-4',
          'Reserve blue-green corridors and flood routes before the islands are built',
          'Plan the whole water cycle: reuse of stormwater and treated wastewater',
          'Review designs against monitoring and climate projections at set intervals',
        ],
      },
    ],
  },
};
